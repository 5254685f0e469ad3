// The demo experience set (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2): at least one experience of every display type and
// variant, published to KV with the demo data. Most wait for a trigger (PUT
// /v3/experiences/{placement:experience}/trigger/) so the home page is not covered at once; the
// default hero shows to visitors, the welcome-back hero to returning members and the business upgrade to members.
import type { ExperienceDefinitionInput } from '../../shared/experiences/schema.ts';

const triggered = { requires_trigger: true } as const;
const img = (n: number) => `/favicon.svg#demo-${n}`;

export const DEMO_EXPERIENCES: ExperienceDefinitionInput[] = [
  // Cookie consent: completed when a choice is made (the banner itself is decided at the edge).
  { experience_id: 507054, placement_id: 1000500, type: 1, display_data: {} },
  // Hero banners (type 13), variant by experience id.
  {
    experience_id: 510001,
    placement_id: 1000100,
    type: 13,
    priority: 1,
    targeting: { audience: 'unauth' },
    display_data: {
      title: 'Welcome to Pinboard',
      message: 'Save ideas you love to boards.',
      complete_button_text: 'Show me',
      complete_button_cta_url: '/',
      dismiss_button_text: 'Not now',
    },
    triggerable_placed_exps: ['1000110:510010'],
  },
  {
    experience_id: 502597,
    placement_id: 1000101,
    type: 13,
    priority: 5,
    targeting: triggered,
    display_data: { title: 'Night owl? Try dark mode', dismiss_button_text: 'Got it' },
  },
  {
    experience_id: 500863,
    placement_id: 1000102,
    type: 13,
    priority: 5,
    // docs/rules/experiences.md#experience-data-spec-001-3: only a member back after 28 days or more away is welcomed back.
    targeting: { audience: 'auth', lifecycle: 'resurrected' },
    display_data: {
      title: 'Welcome back, {firstName}!',
      message: 'Pick up where you left off.',
      complete_button_text: 'Go to my boards',
      complete_button_cta_url: '/',
      dismiss_button_text: 'Close',
    },
  },
  {
    experience_id: 501153,
    placement_id: 1000103,
    type: 13,
    priority: 5,
    targeting: triggered,
    display_data: { title: 'Your boards are ready', complete_button_text: 'Done' },
  },
  // Nag modal (type 14): the complete link goes off-site, so it is nofollow.
  {
    experience_id: 510010,
    placement_id: 1000110,
    type: 14,
    targeting: triggered,
    display_data: {
      titleText: 'Get the app',
      detailedText: 'Pinboard is faster in the app.',
      completeButton: { text: 'Get it', url: 'https://apps.example.com/pinboard' },
      dismissButton: { text: 'Not now' },
    },
  },
  // Tooltip with pulsar, and a pulsar only (type 8).
  {
    experience_id: 510020,
    placement_id: 1000120,
    type: 8,
    targeting: triggered,
    display_data: {
      anchor: 'home_link',
      text: 'Your saves land in {boardName}',
      sub_text: 'Recent saves',
      board_name: 'Quick saves',
      thumbnail_urls: [img(1), img(2), img(3), img(4)],
      complete_button_text: 'Got it',
      dismiss_button_text: 'Close',
      secondary_cta_link: { url: '/', text: 'Learn more' },
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 2,
      disappearTime: 8000,
    },
  },
  {
    experience_id: 510021,
    placement_id: 1000121,
    type: 8,
    targeting: triggered,
    display_data: { anchor: 'header_logo', has_tooltip: false, text: 'Tap to go home' },
  },
  // Tooltips drawn from the nested `tooltip` object, a pulsar alone by `pulserOnly`, and one that only dismisses (`skipComplete`).
  {
    experience_id: 510022,
    placement_id: 1000122,
    type: 8,
    targeting: triggered,
    display_data: {
      anchor: 'home_link',
      has_pulsar: false,
      text: 'The flat text, which the nested object overrides',
      tooltip: {
        mainText: 'Your home feed starts here',
        cancelButtonText: 'Maybe later',
        confirmButtonText: 'Understood',
        idealDirection: 'right',
        options: [{ text: 'How the feed is chosen', url: '/privacy/' }],
      },
    },
  },
  {
    experience_id: 510023,
    placement_id: 1000123,
    type: 8,
    targeting: triggered,
    display_data: { anchor: 'home_link', text: 'Tap here to go home', pulserOnly: true },
  },
  {
    experience_id: 510024,
    placement_id: 1000124,
    type: 8,
    targeting: triggered,
    display_data: { anchor: 'home_link', has_pulsar: false, text: 'Nothing to confirm here', skipComplete: true, dismiss_button_text: 'Close' },
  },
  // Callouts: error, info, warning and upsell.
  ...(['error-callout', 'info-callout', 'warning-callout'] as const).map((type, i) => ({
    experience_id: 510030 + i,
    placement_id: 1000130 + i,
    type: 1 as const,
    priority: 5,
    targeting: triggered,
    display_data: {
      type,
      title: `A ${type.split('-')[0]} callout`,
      message: `This is how ${type.split('-')[0]} messages look.`,
      primaryAction: { label: 'OK' },
      secondaryAction: { label: 'Dismiss' },
    },
  })),
  {
    experience_id: 510033,
    placement_id: 1000133,
    type: 1,
    priority: 5,
    targeting: triggered,
    display_data: {
      type: 'upsell',
      title: 'Grow with Pinboard',
      message: 'Reach more people with your ideas.',
      primaryAction: { label: 'Learn more', href: '/' },
    },
  },
  // Neutral callout (27) and floating upsell callout (28).
  {
    experience_id: 510040,
    placement_id: 1000140,
    type: 27,
    priority: 5,
    targeting: triggered,
    display_data: { title: 'Heads up', message: 'Boards can now have sections.', primaryAction: { label: 'Try it' } },
  },
  {
    experience_id: 510041,
    placement_id: 1000141,
    type: 28,
    targeting: triggered,
    display_data: { message: 'Turn on notifications for new ideas.', icon: 7, primaryAction: { label: 'Turn on' } },
  },
  // Promotional banner (component_type 1) with link placeholders.
  {
    experience_id: 510050,
    placement_id: 1000150,
    type: 1,
    priority: 5,
    targeting: triggered,
    display_data: {
      component_type: 1,
      titleText: 'Holiday ideas are here',
      message: 'See {0} or read {1}.',
      links: ['/', 'https://help.example.com/holidays'],
      linkTitles: ['the collection', 'the guide'],
      canClose: true,
      completeButtonText: 'Explore',
      dismissButtonText: 'Later',
      backgroundColorWide: '#fde8ec',
      backgroundColorNarrow: '#fde8ec',
      layoutWide: 2,
      layoutNarrow: 2,
      iconImage: '/favicon.svg',
    },
  },
  // Upgrade to business (503755), for personal members.
  {
    experience_id: 503755,
    placement_id: 1000151,
    type: 1,
    priority: 3,
    targeting: { audience: 'personal' },
    display_data: { title: 'Selling something?', message: 'Get a free business account.' },
  },
  // A nag modal and a modal whose dismiss button leads somewhere (`dismissButton.uri`).
  {
    experience_id: 510011,
    placement_id: 1000111,
    type: 14,
    targeting: triggered,
    display_data: {
      titleText: 'Finish your profile',
      detailedText: 'Add a photo and a few words about you.',
      completeButton: { text: 'Add a photo', url: '/settings/' },
      dismissButton: { text: 'Show me the ideas', uri: '/ideas/' },
    },
  },
  {
    experience_id: 510062,
    placement_id: 1000164,
    type: 26,
    targeting: triggered,
    display_data: {
      title: 'New: ideas by topic',
      body: 'Browse ideas by topic.',
      completeButton: { text: 'Got it' },
      dismissButton: { text: 'Browse ideas', uri: '/ideas/' },
    },
  },
  // Location upsell modal (502722), a modal with an image and one with a video (type 26).
  {
    experience_id: 502722,
    placement_id: 1000160,
    type: 26,
    targeting: triggered,
    display_data: {
      title: 'Ideas near you',
      body: 'Share your location to see local ideas.',
      completeButton: { text: 'Share location' },
      dismissButton: { text: 'No thanks' },
    },
  },
  {
    experience_id: 510060,
    placement_id: 1000161,
    type: 26,
    targeting: triggered,
    display_data: { title: 'Meet boards', body: 'Keep your ideas organised.', completeButton: { text: 'Start' }, image: '/favicon.svg', delay_in_millis: 500 },
  },
  {
    experience_id: 510061,
    placement_id: 1000163,
    type: 26,
    targeting: triggered,
    display_data: {
      title: 'Watch how it works',
      body: 'Thirty seconds to your first board.',
      completeButton: { text: 'Got it' },
      video: '/media/landscape-480x270.webm',
    },
  },
  // Survey (type 5 with anket) and banner prompt (type 5 without).
  {
    experience_id: 510070,
    placement_id: 1000170,
    type: 5,
    targeting: triggered,
    display_data: {
      anket: { url: '/survey-demo.html' },
      title_text: 'Quick question',
      subtitle_text: 'Help us improve in one minute.',
      buttons: [
        { text: 'Sure', uri: 'accept' },
        { text: 'No thanks', uri: 'decline' },
      ],
      delay: 0,
      action_trigger: 1,
      presentationDelay: 0,
    },
  },
  // Survey on leave intent (action_trigger 2, for viewers in survey_leave_intent:enabled): a click
  // on an in-app link shows it first, and the navigation continues once it is done (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4).
  {
    experience_id: 510072,
    placement_id: 1000172,
    type: 5,
    targeting: triggered,
    display_data: {
      anket: { url: '/survey-demo.html' },
      title_text: 'Before you go',
      subtitle_text: 'One question about this page.',
      buttons: [
        { text: 'Sure', uri: 'accept' },
        { text: 'No thanks', uri: 'decline' },
      ],
      action_trigger: 2,
      presentationDelay: 0,
    },
  },
  // The pin-builder survey placement (PLACEMENT.pinBuilderSurvey): postponed on the pin builder.
  {
    experience_id: 510073,
    placement_id: 1000069,
    type: 5,
    targeting: triggered,
    display_data: {
      anket: { url: '/survey-demo.html' },
      title_text: 'How was creating your Pin?',
      subtitle_text: 'Tell us once you are done.',
      buttons: [
        { text: 'Sure', uri: 'accept' },
        { text: 'No thanks', uri: 'decline' },
      ],
      action_trigger: 1,
      presentationDelay: 0,
    },
  },
  {
    experience_id: 510071,
    placement_id: 1000171,
    type: 5,
    priority: 5,
    targeting: triggered,
    display_data: {
      title_text: 'Enjoying Pinboard?',
      subtitle_text: 'Tell a friend.',
      buttons: [
        { text: 'Share', uri: '/' },
        { text: 'Not now', uri: 'dismiss' },
      ],
    },
  },
  // Toast (10), popover (29), flyout and highlight (component_type 2), search delight (3).
  {
    experience_id: 510080,
    placement_id: 1000180,
    type: 10,
    targeting: triggered,
    display_data: { text: 'Welcome! Here is a tip.', duration: 4000, link: '#main' },
  },
  // An education toast with a delay of its own (the one above waits the 2 s default).
  {
    experience_id: 510081,
    placement_id: 1000181,
    type: 10,
    targeting: triggered,
    display_data: { text: 'A tip that waits its own time.', delay_in_millis: 4000, duration: 8000 },
  },
  {
    experience_id: 510090,
    placement_id: 1000190,
    type: 29,
    targeting: triggered,
    display_data: { message: 'Tap a pin to see it up close.', anchor: 'first_pin', complete_button: { text: 'OK' } },
  },
  {
    experience_id: 510100,
    placement_id: 1000200,
    type: 1,
    targeting: triggered,
    display_data: {
      component_type: 2,
      text: 'Start here',
      anchors_by_platform: { web: { anchor: 'header_logo', placement: 1000200 } },
      display_type: 1,
      flyout_direction: 3,
      button_text: 'Show me',
      button_uri: '/',
    },
  },
  {
    experience_id: 510101,
    placement_id: 1000201,
    type: 1,
    targeting: triggered,
    display_data: {
      component_type: 2,
      text: 'New here',
      anchors_by_platform: { web: { anchor: 'home_link', placement: 1000201 } },
      display_type: 2,
      flyout_direction: 3,
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 1,
    },
  },
  {
    experience_id: 510110,
    placement_id: 1000210,
    type: 1,
    priority: 5,
    targeting: triggered,
    display_data: {
      component_type: 3,
      search_query_list: ['cozy living room', 'easy dinners', 'fall outfits'],
      text_colors: ['#c8102e', '#0a7d4b', '#5b2ba8'],
      text_background_color: '#f4f4f4',
    },
  },
  // A no-action placement (1000421) and the refresh-all placement (1000162).
  { experience_id: 510120, placement_id: 1000421, type: 27, priority: 5, targeting: triggered, display_data: { message: 'Nothing to do here yet.' } },
  {
    experience_id: 510130,
    placement_id: 1000162,
    type: 27,
    priority: 5,
    targeting: triggered,
    display_data: { message: 'Viewing me refreshes all experiences.' },
  },
  // An advertiser placement: only with targeting advertiserId 4 (the makershop demo merchant).
  {
    experience_id: 510140,
    placement_id: 1000230,
    type: 1,
    targeting: { advertiser_ids: ['4'] },
    display_data: { type: 'info-callout', message: 'Your campaign is live.' },
    metadata: { '510140': { campaign: 'demo' } },
  },
];
