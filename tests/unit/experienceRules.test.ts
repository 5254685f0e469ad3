// docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5, docs/rules/experiences.md#roles-spec-001-6 rules of the experiences layer: the schema (§5), kinds (§2), eligibility (§4, §6),
// lifecycle (§4), link and layout rules (§5, §9), login prompt headers (§2.11).
import { describe, expect, it } from 'vitest';
import { NAV_SIZES, navFooterHeight } from '#shared/constants.ts';
import { PLACEMENT, SPECIAL_EXPERIENCE, TIMING } from '#shared/experiences/constants.ts';
import { experienceKind } from '#shared/experiences/displayData.ts';
import { completionCounts, delayOf, matchesFilter, refreshesFeed, removedAfter } from '#shared/experiences/lifecycle.ts';
import { isEligible, type PlacedExperience, toPlaced } from '#shared/experiences/placed.ts';
import * as rules from '#shared/experiences/rules.ts';
import { parseExperienceDefinition } from '#shared/experiences/schema.ts';
import { formatDuration } from '#shared/pinCard/badge.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';

const def = (type: number, display_data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  experience_id: 1,
  placement_id: 2,
  type,
  display_data,
  ...extra,
});

describe('the definition schema (experiences: Validation)', () => {
  it.each([
    ['an unknown type', def(99, {}), /type must be one of/],
    ['a callout with an empty message', def(1, { type: 'info-callout', message: ' ' }), /message/],
    ['a callout of an unknown type', def(1, { type: 'shout', message: 'x' }), /callout/],
    ['an upsell without message', def(1, { type: 'upsell' }), /message/],
    ['a modal without complete button text', def(26, { title: 't', body: 'b', completeButton: {} }), /completeButton.text/],
    ['a modal without body', def(26, { title: 't', completeButton: { text: 'ok' } }), /body/],
    ['a survey banner with one button', def(5, { title_text: 't', subtitle_text: 's', buttons: [{ text: 'a', uri: '/' }] }), /2 buttons/],
    [
      'a survey banner without subtitle',
      def(5, {
        title_text: 't',
        buttons: [
          { text: 'a', uri: '/' },
          { text: 'b', uri: '/' },
        ],
      }),
      /subtitle_text/,
    ],
    ['a popover with an unknown anchor', def(29, { message: 'm', anchor: 'nowhere' }), /anchor/],
    ['a floating callout icon above 31', def(28, { message: 'm', icon: 32 }), /icon/],
    ['a floating callout icon below 1', def(28, { message: 'm', icon: 0 }), /icon/],
    ['a toast without text', def(10, {}), /text/],
    ['a flyout without anchors', def(1, { component_type: 2, text: 't' }), /anchors_by_platform/],
    ['a placed id that is not placement:experience', def(10, { text: 't' }, { triggerable_placed_exps: ['12'] }), /placement:experience/],
    ['display_data that is not an object', def(10, [] as unknown as Record<string, unknown>), /display_data/],
  ])('refuses %s', (_what, raw, reason) => {
    const parsed = parseExperienceDefinition(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('B1: accepts every demo experience, and the demo set covers every kind (experiences: Messages and where they show)', () => {
    const kinds = new Set<string>();
    for (const d of DEMO_EXPERIENCES) {
      const parsed = parseExperienceDefinition(d);
      expect(parsed.ok ? '' : parsed.reason).toBe('');
      if (parsed.ok) kinds.add(experienceKind(parsed.definition)!);
    }
    expect([...kinds].sort()).toEqual([
      'bannerPrompt',
      'callout',
      'cookieConsent',
      'floatingCallout',
      'flyout',
      'hero',
      'locationUpsell',
      'modal',
      'nagModal',
      'neutralCallout',
      'popover',
      'promoBanner',
      'searchDelight',
      'survey',
      'toast',
      'tooltip',
      'upgradeBusiness',
      'upsellCallout',
    ]);
  });

  it.each([
    [13, {}, 1, 'hero'],
    [14, {}, 1, 'nagModal'],
    [8, {}, 1, 'tooltip'],
    [10, {}, 1, 'toast'],
    [27, {}, 1, 'neutralCallout'],
    [28, {}, 1, 'floatingCallout'],
    [29, {}, 1, 'popover'],
    [26, {}, 1, 'modal'],
    [26, {}, 502722, 'locationUpsell'],
    [5, { anket: {} }, 1, 'survey'],
    [5, {}, 1, 'bannerPrompt'],
    [1, { component_type: 1 }, 1, 'promoBanner'],
    [1, { component_type: 2 }, 1, 'flyout'],
    [1, { component_type: 3 }, 1, 'searchDelight'],
    [1, { type: 'upsell' }, 1, 'upsellCallout'],
    [1, { type: 'error-callout' }, 1, 'callout'],
    [1, {}, 503755, 'upgradeBusiness'],
    [42, {}, 1, null],
  ])('B11: type %i with %j (experience %i) is a %s (experiences: Other kinds)', (type, display_data, experience_id, kind) => {
    expect(experienceKind({ type, display_data, experience_id })).toBe(kind);
  });
});

describe('eligibility (experiences: Lifecycle and behaviour, Roles)', () => {
  const base = parseExperienceDefinition(def(10, { text: 't' }));
  if (!base.ok) throw new Error(base.reason);
  const person = { isBot: false, isAuth: false, isPartner: false, country: 'DE' };
  const none = { viewed_at: null, completed_at: null, dismissed_at: null, triggered_at: null, trigger_context: null };
  const target = (t: Record<string, unknown>) => ({
    ...base.definition,
    targeting: { audience: 'all' as const, advertiser_ids: [], countries: [], requires_trigger: false, lifecycle: 'any' as const, ...t },
  });
  it.each([
    ['a bot', base.definition, none, { ...person, isBot: true }, undefined, false],
    ['a completed experience', base.definition, { ...none, completed_at: 1 }, person, undefined, false],
    ['a dismissed experience', base.definition, { ...none, dismissed_at: 1 }, person, undefined, false],
    ['a viewed experience', base.definition, { ...none, viewed_at: 1 }, person, undefined, true],
    ['auth audience for a visitor', target({ audience: 'auth' }), none, person, undefined, false],
    ['unauth audience for a visitor', target({ audience: 'unauth' }), none, person, undefined, true],
    ['personal audience for a partner', target({ audience: 'personal' }), none, { ...person, isAuth: true, isPartner: true }, undefined, false],
    ['personal audience for a member', target({ audience: 'personal' }), none, { ...person, isAuth: true }, undefined, true],
    ['an advertiser placement without advertiserId', target({ advertiser_ids: ['4'] }), none, person, undefined, false],
    ['an advertiser placement with its advertiserId', target({ advertiser_ids: ['4'] }), none, person, '4', true],
    ['a trigger-only experience before its trigger', target({ requires_trigger: true }), none, person, undefined, false],
    ['a trigger-only experience after its trigger', target({ requires_trigger: true }), { ...none, triggered_at: 5 }, person, undefined, true],
    ['a country list without the viewer', target({ countries: ['US'] }), none, person, undefined, false],
  ])('%s', (_what, d, state, viewer, advertiserId, expected) => {
    expect(isEligible(d, state, viewer, advertiserId)).toBe(expected);
  });

  it('B21: the business upgrade waits until a personal member has settled in: never in their first 28 days (experiences: Roles)', () => {
    const upgrade = { ...target({ audience: 'personal' }), experience_id: SPECIAL_EXPERIENCE.upgradeToBusiness };
    const member = { ...person, isAuth: true };
    expect(isEligible(upgrade, none, member)).toBe(true);
    expect(isEligible(upgrade, none, { ...member, newMember: false })).toBe(true);
    expect(isEligible(upgrade, none, { ...member, newMember: true })).toBe(false);
    // Other messages for personal members still reach a new member.
    expect(isEligible(target({ audience: 'personal' }), none, { ...member, newMember: true })).toBe(true);
  });

  it('a welcome-back experience shows only inside the resurrection window (experiences: Experience data, Roles)', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const returning = target({ audience: 'auth', lifecycle: 'resurrected' });
    const member = { ...person, isAuth: true };
    const at = (ms: number) => ({ resurrectionDate: new Date(ms).toISOString() });
    expect(isEligible(returning, none, member, undefined, now)).toBe(false);
    expect(isEligible(returning, none, { ...member, resurrectionInfo: null }, undefined, now)).toBe(false);
    expect(isEligible(returning, none, { ...member, resurrectionInfo: at(now - 2 * day) }, undefined, now)).toBe(true);
    expect(isEligible(returning, none, { ...member, resurrectionInfo: at(now - 28 * day) }, undefined, now)).toBe(false);
    expect(isEligible(returning, none, { ...person, resurrectionInfo: at(now - day) }, undefined, now)).toBe(false);
  });

  it('the demo welcome-back hero targets returning members, not new accounts (experiences: Experience data)', () => {
    const hero = DEMO_EXPERIENCES.find((e) => e.experience_id === 500863);
    const parsed = parseExperienceDefinition(hero);
    if (!parsed.ok) throw new Error(parsed.reason);
    const newMember = { ...person, isAuth: true, resurrectionInfo: null };
    expect(parsed.definition.display_data.title).toBe('Welcome back, {firstName}!');
    expect(isEligible(parsed.definition, none, newMember)).toBe(false);
    expect(isEligible(parsed.definition, none, { ...newMember, resurrectionInfo: { resurrectionDate: new Date().toISOString() } })).toBe(true);
  });

  it('merges per-experiment metadata with the trigger context (experiences: Calls)', () => {
    const d = { ...base.definition, metadata: { '1': { a: 1, b: 1 } } };
    const placed = toPlaced(d, { ...none, trigger_context: '{"b":2}' }, {});
    expect(placed.metadata).toEqual({ a: 1, b: 2 });
  });
});

describe('the lifecycle (experiences: Lifecycle and behaviour)', () => {
  const e = { experience_id: 7, type: 10, display_data: {} } as PlacedExperience;
  it.each([
    [{ ids: [7] }, true],
    [{ ids: [8], types: [10] }, false],
    [{ types: [10] }, true],
    [{ types: [5] }, false],
    [{ predicate: (): boolean => false }, false],
    [{ types: [10], predicate: (): boolean => false }, true],
    [{}, true],
  ])('eligible ids, else types, else a predicate: %j → %s', (filter, expected) => {
    expect(matchesFilter(e, filter)).toBe(expected);
  });
  it.each([
    [0, false, false],
    [1, false, true],
    [2, false, true],
    [0, true, true],
  ] as const)('completion kind %i, prevent removal %s counts: %s', (kind, prevent, expected) => {
    expect(completionCounts(kind, prevent)).toBe(expected);
  });
  it.each([
    ['dismiss', true, true],
    ['complete', false, true],
    ['complete', true, false],
  ] as const)('%s with prevent-removal %s removes: %s', (action, prevent, expected) => {
    expect(removedAfter(action, prevent)).toBe(expected);
  });
  it('the completed-without-homefeed variant does not refresh the feed', () => {
    expect(refreshesFeed('completed')).toBe(true);
    expect(refreshesFeed('completedWithoutHomefeed')).toBe(false);
  });
  it.each([
    [{ delay_in_millis: 500 }, 500],
    [{ delay: 2 }, 2000],
    [{ delay: 0 }, 0],
    [{ delay: -3 }, 0],
  ])('B8: delay of %j is %i ms', (display_data, ms) => {
    expect(delayOf({ ...e, display_data })).toBe(ms);
  });
  it('B31: an education toast (type 10) whose data gives no delay waits the 2 s default; other types none', () => {
    expect(TIMING.educationToastDelay).toBe(2000);
    expect(delayOf({ ...e, type: 10, display_data: {} })).toBe(2000);
    expect(delayOf({ ...e, type: 10, display_data: { delay_in_millis: 300 } })).toBe(300);
    expect(delayOf({ ...e, type: 26, display_data: {} })).toBe(0);
  });
});

describe('links, texts and layout (experiences: Validation, Constants)', () => {
  const host = 'https://pins.test';
  it.each([
    ['http://example.com/x', true],
    [`${host}/boards/`, true],
    ['https://example.com/x', false],
    ['/local', false],
  ])('B7: a banner link %s opens in a new tab: %s', (href, expected) => {
    expect(rules.opensInNewTab(href, host)).toBe(expected);
  });
  it.each([
    ['', true],
    ['#', true],
    [' # ', true],
    [null, true],
    ['#main', false],
    ['/x', false],
  ])('href %j is empty: %s', (href, expected) => {
    expect(rules.isEmptyHref(href)).toBe(expected);
  });
  it.each([
    [{ ctrlKey: true, metaKey: false }, '/pin/1/', true],
    [{ ctrlKey: false, metaKey: true }, `${host}/x`, true],
    [{ ctrlKey: true, metaKey: false }, 'https://other.example/', false],
    [{ ctrlKey: false, metaKey: false }, '/x', false],
  ])('a click %j on %s is left to the browser: %s', (e, href, expected) => {
    expect(rules.leaveToBrowser(e, href, host)).toBe(expected);
  });
  it('B7: replaces {0}, {1} placeholders with links and titles', () => {
    expect(rules.fillPlaceholders('See {0} or {1}{2}.', ['/a', '/b'], ['A'])).toEqual([
      { text: 'See ' },
      { href: '/a', title: 'A' },
      { text: ' or ' },
      { href: '/b', title: '/b' },
      { text: '{2}.' },
    ]);
  });
  it('B5: replaces {boardName} in tooltip text and shows only the last 3 thumbnails', () => {
    expect(rules.withBoardName('Saved to {boardName}', 'Ideas')).toBe('Saved to Ideas');
    expect(rules.lastThumbnails(['1', '2', '3', '4', '5'])).toEqual(['3', '4', '5']);
  });
  it.each([
    [480, true],
    [481, false],
    [320, true],
  ])('B7, B29: window width %i is narrow: %s', (w, expected) => {
    expect(rules.isNarrow(w)).toBe(expected);
  });
  it('B8, B29: sizes the media modal 540x363 on desktop and 320x215 on mobile (experiences: Media modal)', () => {
    expect(rules.modalMediaSize(false)).toEqual({ width: 540, height: 363 });
    expect(rules.modalMediaSize(true)).toEqual({ width: 320, height: 215 });
  });
  it('B6, B29: places the floating callout 24 px up on mobile, else nav footer + 8', () => {
    expect(rules.floatingBottom(true, 60)).toBe(24);
    expect(rules.floatingBottom(false, 60)).toBe(68);
  });

  it('A60: the nav footer is 64 for signed-in new members, else 52, and 0 when hidden; the header 64 (pin-card: Constants)', () => {
    expect(navFooterHeight(true, true)).toBe(64);
    expect(navFooterHeight(true, false)).toBe(52);
    expect(navFooterHeight(false, true)).toBe(0);
    expect(NAV_SIZES.header).toBe(64);
    // The floating callout sits 8 px above whatever footer shows.
    expect(rules.floatingBottom(false, navFooterHeight(true, false))).toBe(60);
    expect(rules.floatingBottom(false, navFooterHeight(false, false))).toBe(8);
  });
  it('in CSS, the floating callout stands nav footer + 8 above the tab bar where it shows, else 24 on mobile and 8 (experiences: Constants; pin-card: Constants)', () => {
    // --nav-footer-height is set only where the phone's tab bar shows; footer + 8 (60 or 72) is then above 24 and 8.
    expect(rules.floatingBottomCss(true)).toBe('max(24px, calc(var(--nav-footer-height, 0px) + 8px))');
    expect(rules.floatingBottomCss(false)).toBe('max(8px, calc(var(--nav-footer-height, 0px) + 8px))');
    expect(rules.floatingBottom(true, 0)).toBeLessThan(navFooterHeight(true, false) + 8);
  });
  it.each([
    ['https://survey.example', 'https://survey.example/s/1', true],
    ['https://evil.example', 'https://survey.example/s/1', false],
    ['null', 'https://survey.example/s/1', false],
    ['', '', false],
  ])('B15: a survey message from %s for %s is accepted: %s', (origin, url, expected) => {
    expect(rules.surveyMessageAccepted(origin, url)).toBe(expected);
  });
  it.each([
    ['/pin-builder/', PLACEMENT.pinBuilderSurvey, true],
    ['/idea-pin-builder/x', PLACEMENT.pinBuilderSurvey, true],
    ['/', PLACEMENT.pinBuilderSurvey, false],
    ['/pin-builder/', 1000170, false],
    ['/idea-pin-builder/x', 1000421, false],
  ])('B15: "for one placement" the survey is postponed on %s (placement %s): %s (experiences: Lifecycle and behaviour)', (path, placement, expected) => {
    expect(rules.surveyPostponed(path, placement)).toBe(expected);
  });
  it.each([
    [1, false, 'now'],
    [2, true, 'leave'],
    [2, false, 'delayed'],
    [undefined, true, 'delayed'],
  ] as const)('B15: action_trigger %s with experiment %s shows %s', (t, exp, mode) => {
    expect(rules.surveyShowMode(t, exp)).toBe(mode);
  });
  it.each([
    [false, false, 'completeNow'],
    [true, false, 'pulsarOnly'],
    [false, true, 'tooltipOnly'],
    [true, true, 'pulsarThenTooltip'],
    [undefined, undefined, 'pulsarThenTooltip'],
  ] as const)('B5: has_pulsar %s, has_tooltip %s: %s', (p, t, mode) => {
    expect(rules.tooltipMode(p, t)).toBe(mode);
  });
  it.each([
    [1000200, true, true],
    [1000201, true, false],
    [1000200, false, false],
  ])('B11: a flyout at placement %i with anchor present %s is eligible: %s', (placement, exists, expected) => {
    expect(rules.flyoutEligible({ anchors_by_platform: { web: { placement: 1000200 } } }, placement, exists)).toBe(expected);
  });
  it.each([
    [502597, 'dark'],
    [500863, 'welcomeBack'],
    [501153, 'completeOnly'],
    [510001, 'default'],
  ])('hero %i is the %s variant', (id, variant) => {
    expect(rules.heroVariant(id)).toBe(variant);
  });
  it.each([
    ['https://apps.example.com/', true],
    [`${host}/x`, false],
    ['/x', false],
  ])('B4: nag complete link %s is nofollow: %s', (url, expected) => {
    expect(rules.needsNofollow(url, host)).toBe(expected);
  });
  it.each([
    [`${host}.attacker.net/x`, true],
    ['//attacker.net/x', true],
    ['/\\attacker.net/x', true],
    ['HTTPS://attacker.net/', true],
    [`${host}@attacker.net/`, true],
    ['http://pins.test/x', true],
    ['HTTPS://PINS.TEST/boards/', false],
    [`${host}:443/x`, false],
    ['boards/', false],
  ])('B4: the nag complete link %s leaves the site by its parsed origin, so it is nofollow: %s', (url, expected) => {
    expect(rules.needsNofollow(url, host)).toBe(expected);
  });
  it.each([
    [`${host}.attacker.net/x`, false],
    ['//attacker.net/x', false],
  ])('B4: a Ctrl-click on %s (not our origin, only our origin as a prefix) is not left to the browser: %s', (href, expected) => {
    expect(rules.leaveToBrowser({ ctrlKey: true, metaKey: false }, href, host)).toBe(expected);
  });
  it('B7: trims and escapes banner text for the style injector', () => {
    expect(rules.escapeBannerText('  a"b<\\  ')).toBe('a\\22 b\\3c \\5c ');
  });
  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [600_400, '10:00'],
  ])('a video of %i ms shows as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
