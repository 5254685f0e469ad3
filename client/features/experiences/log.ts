// Client log events of the experiences layer (NoAction, link_navigation_empty_href, error
// boundary reports): dispatched as one window event, and those the worker keeps sent to
// ClientLogResource (docs/rules/experiences.md#client-logs) with the page's path and nothing else. An entry
// about a special experience (docs/rules/experiences.md#constants-spec-001-9) carries its name as `special`, once the live
// experiences' chunk has given the names (nameSpecialExperiences): the table stays out of the entry.

import type { InferInput } from 'valibot';
import type { ClientLog } from '#shared/api/clientLogs.ts';
import { CLIENT_LOG_NAMES, CLIENT_LOG_TEXT_LIMITS as MAX } from '#shared/experiences/clientLog.ts';
import { clipUtf8 } from '#shared/text/utf8.ts';

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
  const options = typeof location === 'undefined' ? null : clientLogOf(entry, location.pathname);
  if (options) send(options);
}

type ClientLogOptions = InferInput<typeof ClientLog>;

const text = (value: unknown, max: number): string => clipUtf8(typeof value === 'string' ? value : '', max);
const isName = (name: string): name is ClientLogOptions['name'] => (CLIENT_LOG_NAMES as readonly string[]).includes(name);

/** An entry as ClientLogResource takes it, on the page at `path`, or null for an entry the worker does not keep. */
export function clientLogOf(entry: ExperienceLogEntry, path: string): ClientLogOptions | null {
  const { name, data } = entry;
  if (!isName(name)) return null;
  const placed = typeof data.placed_experience_id === 'string' ? { placed_experience_id: data.placed_experience_id } : {};
  const base = { ...placed, path: clipUtf8(path, MAX.path) };
  const error = { name: text(data.name, MAX.name), message: text(data.message, MAX.message) };
  if (name === 'error_boundary') {
    const type = data.type === 'primary' ? 'primary' : 'secondary';
    return { name, ...base, error: { ...error, stack: text(data.stack, MAX.stack), boundary_name: text(data.boundaryName, MAX.boundaryName), type } };
  }
  if (name === 'experiences_fetch_failed') return { name, ...base, error };
  return { name, ...base };
}

/** Sends one log, surviving the page (keepalive); a failure is not retried: a log is a sample. */
function send(options: ClientLogOptions): void {
  void fetch('/resource/ClientLogResource/create/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ options }),
    keepalive: true,
  }).catch(() => undefined);
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
