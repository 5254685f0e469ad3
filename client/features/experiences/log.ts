// Client log events of the experiences layer (NoAction, link_navigation_empty_href, error
// boundary reports): dispatched as one window event that the events pipeline forwards. An entry
// about a special experience (docs/rules/experiences.md#constants-spec-001-9) carries its name as `special`, once the live
// experiences' chunk has given the names (nameSpecialExperiences): the table stays out of the entry.

/** The window event every experience log entry is dispatched as. */
export const EXPERIENCE_LOG_EVENT = 'experiences:log';

export interface ExperienceLogEntry {
  name: string;
  data: Record<string, unknown>;
  at: number;
}

/** Records a log entry (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5, docs/rules/experiences.md#errors-spec-001-8); also kept on window for inspection in tests. */
export function logExperienceEvent(name: string, data: Record<string, unknown> = {}): void {
  const entry: ExperienceLogEntry = { name, data: withSpecialName(data), at: Date.now() };
  const w = window as unknown as { __experienceLog?: ExperienceLogEntry[] };
  (w.__experienceLog ??= []).push(entry);
  window.dispatchEvent(new CustomEvent(EXPERIENCE_LOG_EVENT, { detail: entry }));
}

let nameOf: ((id: number) => { name: string } | undefined) | null = null;

/** Gives the log the special experiences' names (liveExperiences.tsx, with shared/experiences/specialIds.ts). */
export function nameSpecialExperiences(lookup: (id: number) => { name: string } | undefined): void {
  nameOf = lookup;
}

/** Adds the special experience's name when `placed_experience_id` ("placement:experience") names one. */
export function withSpecialName(data: Record<string, unknown>): Record<string, unknown> {
  const placed = data.placed_experience_id;
  const special = nameOf && typeof placed === 'string' ? nameOf(Number(placed.split(':')[1])) : undefined;
  return special ? { ...data, special: special.name } : data;
}
