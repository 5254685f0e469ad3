// Display kinds and their display_data rules (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#validation-spec-001-5): which component an experience
// is, and whether its display_data is usable by that component.
import * as v from 'valibot';
import { ANCHORS, CALLOUT_TYPES, COMPONENT_TYPE, EXPERIENCE_TYPE, LIMITS, SPECIAL_EXPERIENCE } from './constants.ts';

export type ExperienceKind =
  | 'cookieConsent'
  | 'hero'
  | 'nagModal'
  | 'tooltip'
  | 'callout'
  | 'upsellCallout'
  | 'neutralCallout'
  | 'floatingCallout'
  | 'promoBanner'
  | 'upgradeBusiness'
  | 'locationUpsell'
  | 'modal'
  | 'survey'
  | 'bannerPrompt'
  | 'toast'
  | 'popover'
  | 'flyout'
  | 'searchDelight';

interface KindInput {
  experience_id: number;
  type: number;
  display_data: Record<string, unknown>;
}

/** The component an experience renders as, or null when nothing can render it. */
export function experienceKind(d: KindInput): ExperienceKind | null {
  const data = d.display_data;
  if (d.experience_id === SPECIAL_EXPERIENCE.cookieConsent) return 'cookieConsent';
  switch (d.type) {
    case EXPERIENCE_TYPE.survey:
      return 'anket' in data ? 'survey' : 'bannerPrompt';
    case EXPERIENCE_TYPE.tooltip:
      return 'tooltip';
    case EXPERIENCE_TYPE.toast:
      return 'toast';
    case EXPERIENCE_TYPE.hero:
      return 'hero';
    case EXPERIENCE_TYPE.nagModal:
      return 'nagModal';
    case EXPERIENCE_TYPE.modal:
      return d.experience_id === SPECIAL_EXPERIENCE.locationUpsell ? 'locationUpsell' : 'modal';
    case EXPERIENCE_TYPE.neutralCallout:
      return 'neutralCallout';
    case EXPERIENCE_TYPE.floatingCallout:
      return 'floatingCallout';
    case EXPERIENCE_TYPE.popover:
      return 'popover';
    case EXPERIENCE_TYPE.banner:
      if (d.experience_id === SPECIAL_EXPERIENCE.upgradeToBusiness) return 'upgradeBusiness';
      if (data.component_type === COMPONENT_TYPE.promotionalBanner) return 'promoBanner';
      if (data.component_type === COMPONENT_TYPE.flyout) return 'flyout';
      if (data.component_type === COMPONENT_TYPE.searchDelight) return 'searchDelight';
      if (data.type === 'upsell') return 'upsellCallout';
      return 'callout';
    default:
      return null;
  }
}

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const optText = v.optional(v.string());
const url = v.pipe(v.string(), v.maxLength(2048));
const anchor = v.picklist(Object.keys(ANCHORS), `anchor must be one of ${Object.keys(ANCHORS).join(', ')}`);
const action = v.object({ label: text, accessibilityLabel: optText, href: v.optional(url) });
const button = v.object({ text, uri: url });
const image = v.object({ uri: url, altText: optText });
const optFlag = v.optional(v.boolean());
/** docs/rules/experiences.md#experience-data-spec-001-3: a callout's link, icon (1 to 31) and icon colour. */
const calloutExtras = {
  link: v.optional(v.object({ href: url, text })),
  icon: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(LIMITS.calloutIconMin), v.maxValue(LIMITS.calloutIconMax, `icon must be 1 to ${LIMITS.calloutIconMax}`)),
  ),
  iconColor: v.optional(v.pipe(v.string(), v.regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/, 'iconColor must be a hex colour or a colour name'))),
};
const dismissButton = v.optional(v.object({ text: optText, uri: v.optional(url), hideDismissButton: optFlag }));

/** docs/rules/experiences.md#experience-data-spec-001-3 and docs/rules/experiences.md#validation-spec-001-5: the display_data each kind needs. Extra fields are kept. */
const DISPLAY_SCHEMAS: Record<ExperienceKind, v.GenericSchema> = {
  cookieConsent: v.looseObject({}),
  hero: v.looseObject({ title: text, message: optText, complete_button_text: optText, complete_button_cta_url: v.optional(url), dismiss_button_text: optText }),
  nagModal: v.looseObject({
    titleText: text,
    detailedText: text,
    completeButton: v.object({ text, url }),
    dismissButton,
  }),
  tooltip: v.looseObject({
    anchor,
    text: optText,
    sub_text: optText,
    has_pulsar: v.optional(v.boolean()),
    has_tooltip: v.optional(v.boolean()),
    thumbnail_urls: v.optional(v.array(url)),
    disappearTime: v.optional(v.number()),
    scroll_to_dismiss: v.optional(v.boolean()),
    scroll_to_dismiss_delay_in_seconds: v.optional(v.number()),
    delay: v.optional(v.number()),
    secondary_cta_link: v.optional(v.object({ url, text })),
    tooltip: v.optional(
      v.looseObject({
        mainText: optText,
        cancelButtonText: optText,
        confirmButtonText: optText,
        idealDirection: v.optional(v.picklist(['up', 'down', 'left', 'right'], 'tooltip.idealDirection must be up, down, left or right')),
        options: v.optional(v.array(v.object({ text, url }))),
      }),
    ),
    pulserOnly: optFlag,
    skipComplete: optFlag,
  }),
  callout: v.looseObject({
    type: v.picklist(CALLOUT_TYPES, `type must be one of ${CALLOUT_TYPES.join(', ')}`),
    message: text,
    title: optText,
    primaryAction: v.optional(action),
    secondaryAction: v.optional(action),
    ...calloutExtras,
  }),
  upsellCallout: v.looseObject({
    type: v.literal('upsell'),
    message: text,
    title: optText,
    primaryAction: v.optional(action),
    secondaryAction: v.optional(action),
    ...calloutExtras,
  }),
  neutralCallout: v.looseObject({ message: text, title: optText, primaryAction: v.optional(action), secondaryAction: v.optional(action), ...calloutExtras }),
  floatingCallout: v.looseObject({
    message: text,
    title: optText,
    primaryAction: v.optional(action),
    icon: v.pipe(v.number(), v.integer(), v.minValue(LIMITS.calloutIconMin), v.maxValue(LIMITS.calloutIconMax, `icon must be 1 to ${LIMITS.calloutIconMax}`)),
  }),
  promoBanner: v.looseObject({
    component_type: v.literal(COMPONENT_TYPE.promotionalBanner),
    titleText: text,
    message: optText,
    links: v.optional(v.array(url), []),
    linkTitles: v.optional(v.array(v.string()), []),
    canClose: v.optional(v.boolean()),
    completeButtonText: optText,
    dismissButtonText: optText,
    onCompleteRedirectUrl: v.optional(url),
    coverImage: v.optional(url),
    iconImage: v.optional(url),
    backgroundImageNarrow: v.optional(image),
    backgroundImageWide: v.optional(image),
    external: optFlag,
  }),
  upgradeBusiness: v.looseObject({ message: text, title: optText }),
  locationUpsell: v.looseObject({ title: text, body: text, completeButton: v.object({ text, url: v.optional(url) }) }),
  modal: v.looseObject({
    title: text,
    body: text,
    completeButton: v.object({ text, url: v.optional(url) }),
    dismissButton,
    image: v.optional(url),
    video: v.optional(url),
    delay_in_millis: v.optional(v.pipe(v.number(), v.minValue(0))),
  }),
  survey: v.looseObject({
    anket: v.object({ url: v.pipe(url, v.regex(/^(https?:\/\/|\/)/, 'anket.url must be an http(s) url or a path')) }),
    buttons: v.pipe(v.array(button), v.minLength(2, 'a survey needs at least 2 buttons')),
    title_text: text,
    subtitle_text: text,
    delay: v.optional(v.number()),
    action_trigger: v.optional(v.picklist([1, 2])),
    presentationDelay: v.optional(v.number()),
  }),
  bannerPrompt: v.looseObject({
    title_text: text,
    subtitle_text: text,
    buttons: v.pipe(v.array(button), v.minLength(2, 'a banner prompt needs at least 2 buttons')),
  }),
  toast: v.looseObject({ text, duration: v.optional(v.pipe(v.number(), v.minValue(0))), link: v.optional(url), delay: v.optional(v.number()) }),
  popover: v.looseObject({ message: text, anchor, complete_button: v.optional(v.object({ text })) }),
  flyout: v.looseObject({
    component_type: v.literal(COMPONENT_TYPE.flyout),
    text,
    anchors_by_platform: v.object({
      web: v.optional(v.object({ anchor, placement: v.number() })),
      web_mobile: v.optional(v.object({ anchor, placement: v.number() })),
    }),
    display_type: v.optional(v.picklist([1, 2])),
    flyout_direction: v.optional(v.picklist([1, 2, 3, 4])),
    button_text: optText,
    button_uri: v.optional(url),
  }),
  searchDelight: v.looseObject({
    component_type: v.literal(COMPONENT_TYPE.searchDelight),
    search_query_list: v.pipe(v.array(text), v.minLength(1)),
    text_colors: v.optional(v.array(v.string())),
    text_background_color: optText,
  }),
};

/** Why an experience's display_data cannot be shown, or null when it can (docs/rules/experiences.md#validation-spec-001-5). */
export function displayDataIssue(d: KindInput): string | null {
  const kind = experienceKind(d);
  if (!kind) return `type ${d.type} has no display component`;
  const parsed = v.safeParse(DISPLAY_SCHEMAS[kind], d.display_data);
  if (parsed.success) return null;
  const first = parsed.issues[0];
  const path = first.path?.map((p) => String(p.key)).join('.');
  return `display_data${path ? `.${path}` : ''} (${kind}): ${first.message}`;
}
