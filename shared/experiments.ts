// Experiments: every experiment and its groups in one table, and the deterministic assignment of
// a viewer (user id, else anonymous id) to a group by hashing. Worker and client both read the
// result from the viewer; a forced group (outside production only) overrides it for testing.
import { fnv1a } from './hash.ts';

export interface ExperimentGroup {
  name: string;
  /** Relative share of viewers; shares of one experiment need not add up to anything. */
  weight: number;
}

export interface ExperimentDefinition {
  /** Who is enrolled: signed-in users, signed-out visitors, or everyone. */
  audience: 'auth' | 'unauth' | 'all';
  groups: ExperimentGroup[];
  /** Group for viewers outside the audience. */
  fallback: string;
}

const split = (...names: string[]): ExperimentGroup[] => names.map((name) => ({ name, weight: 1 }));

/** The masonry column width and gap variants (shared/constants.ts MASONRY), most viewers on the standard one. */
const MASONRY_GROUPS = [
  { name: 'standard', weight: 8 },
  { name: 'wide', weight: 1 },
  { name: 'compact', weight: 1 },
];

/** Every experiment the product reads. Names follow the spec where it gives one. */
export const EXPERIMENTS = {
  /** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: signed-in users in 500417 start with the pin footer hidden. */
  footer_hiding_500417: { audience: 'auth', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the ad label wording; default Promoted. */
  ad_label_wording: { audience: 'all', groups: split('promoted', 'ad', 'sponsored'), fallback: 'promoted' },
  /** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: quick save replaces classic or inline save for enrolled users. */
  quick_save: { audience: 'auth', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6: dark mode inferred from the system preference. */
  lop_auth_inferred_config_dark_mode: { audience: 'auth', groups: split('control', 'enabled'), fallback: 'control' },
  lop_unauth_inferred_config_dark_mode: { audience: 'unauth', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/experiences.md#roles-spec-001-6: the SEO referrer group, visitors whose visit landed from a search engine. */
  lop_unauth_seo_referrer_dark_mode: { audience: 'unauth', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the survey shows on leave intent (action_trigger 2) for enrolled viewers. */
  survey_leave_intent: { audience: 'all', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: how a pin page loads its data; logged-out visitors always get it on (enabled). */
  pin_page_loading: {
    audience: 'auth',
    groups: split(
      'control',
      'only_impression_fix',
      'enabled',
      'enabled_and_impression_fix',
      'only_related_pins',
      'only_related_pins_and_impression_fix',
      'should_render_with_missing_data',
      'render_and_subscribe',
      'add_related_pins_latency',
    ),
    fallback: 'enabled',
  },
  /**
   * docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: /settings/notifications split off /settings. The spec names the split, not its form: for enrolled
   * members ('enabled') it is a page of its own, without the settings tabs and in its own chunk; for
   * the others it stays the settings page opened on its Notifications tab.
   */
  settings_notifications_split: { audience: 'auth', groups: split('control', 'enabled'), fallback: 'control' },
  /** docs/rules/pin-card.md#roles-spec-000-6: the image-only home grid, for members eligible for it (new or resurrected; shared/users/memberLifecycle.ts). */
  image_only_grid: { audience: 'auth', groups: split('control', 'enabled'), fallback: 'control' },
  /**
   * docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9: masonry column width and gap variants, in two experiments that tell visitors
   * (masonry_layout) from members (masonry_layout_auth), each enrolling only its own audience. A
   * visitor who signs in moves from the one to the other, so their grid may change then (shared/masonry.ts gridVariant).
   */
  masonry_layout: { audience: 'unauth', groups: MASONRY_GROUPS, fallback: 'standard' },
  masonry_layout_auth: { audience: 'auth', groups: MASONRY_GROUPS, fallback: 'standard' },
  /**
   * docs/rules/pin-card.md#display-rules-spec-000-5: reactions "hidden on some experiments". The spec names none; this one hides
   * the card's reaction counts from the members in its 'hidden' group, a tenth of them (shared/pinCard/menu.ts showReactions).
   */
  pin_card_reactions_hidden: {
    audience: 'auth',
    groups: [
      { name: 'control', weight: 9 },
      { name: 'hidden', weight: 1 },
    ],
    fallback: 'control',
  },
  /**
   * docs/rules/pin-card.md#display-rules-spec-000-5: on which card surfaces the shopping indicator shows. The spec names groups per surface, not
   * which: 'control' shows it on every surface, 'shopping_intent' only where a person is shopping
   * (search, the shop feed, related pins), 'browse' everywhere but there (shared/pinCard/menu.ts SHOPPING_INDICATOR_SURFACES).
   */
  shopping_indicator_surfaces: {
    audience: 'all',
    groups: [
      { name: 'control', weight: 8 },
      { name: 'shopping_intent', weight: 1 },
      { name: 'browse', weight: 1 },
    ],
    fallback: 'control',
  },
} as const satisfies Record<string, ExperimentDefinition>;

export type ExperimentName = keyof typeof EXPERIMENTS;
/** How many buckets the hash is reduced to before groups are laid over them. */
const BUCKETS = 10_000;

/**
 * The group of one experiment for one viewer key: the same key always gets the same group, and
 * different experiments split viewers independently.
 */
export function assignGroup(name: ExperimentName, key: string, isAuth: boolean): string {
  const def: ExperimentDefinition = EXPERIMENTS[name];
  if (def.audience === 'auth' && !isAuth) return def.fallback;
  if (def.audience === 'unauth' && isAuth) return def.fallback;
  const total = def.groups.reduce((sum, g) => sum + g.weight, 0);
  let point = ((fnv1a(`${name}:${key}`) % BUCKETS) / BUCKETS) * total;
  for (const group of def.groups) {
    if (point < group.weight) return group.name;
    point -= group.weight;
  }
  return def.fallback;
}

/**
 * Parses forced groups, `name:group` pairs separated by commas (from the `exp` query parameter or
 * cookie). Unknown experiments and groups are ignored, prototype keys (`constructor`, `__proto__`)
 * included: only the table's own names count.
 * @example parseForcedGroups('quick_save:enabled') // { quick_save: 'enabled' }
 */
export function parseForcedGroups(value: string | null | undefined): Record<string, string> {
  const forced: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [name, group] = pair.split(':').map((s) => s.trim());
    if (!name || !group || !Object.hasOwn(EXPERIMENTS, name)) continue;
    const def: ExperimentDefinition = EXPERIMENTS[name as ExperimentName];
    if (def.groups.some((g) => g.name === group)) forced[name] = group;
  }
  return forced;
}

/**
 * Every experiment's group for a viewer, with forced groups applied on top. `remembered` holds the
 * groups the visitor was first given in experiments for everyone (parsed like forced groups, from
 * the cookie rememberedGroups() wrote): they are kept, so a visitor's group (an ad's label, the
 * grid's columns) never changes between renders, not even when they sign in.
 */
export function assignAll(key: string, isAuth: boolean, forced: Record<string, string> = {}, remembered: Record<string, string> = {}): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const name of Object.keys(EXPERIMENTS) as ExperimentName[]) {
    const kept = EXPERIMENTS[name].audience === 'all' ? remembered[name] : undefined;
    groups[name] = forced[name] ?? kept ?? assignGroup(name, key, isAuth);
  }
  return groups;
}

/**
 * The groups to remember for a visitor (experiments for everyone), as `name:group` pairs.
 * @example rememberedGroups({ ad_label_wording: 'ad', quick_save: 'enabled' }) // 'ad_label_wording:ad'
 */
export function rememberedGroups(groups: Record<string, string>): string {
  return (Object.keys(EXPERIMENTS) as ExperimentName[])
    .filter((name) => EXPERIMENTS[name].audience === 'all' && groups[name])
    .map((name) => `${name}:${groups[name]}`)
    .join(',');
}

/** Whether the viewer's group of `name` is `group`. */
export function inGroup(experiments: Record<string, string>, name: ExperimentName, group: string): boolean {
  return experiments[name] === group;
}
