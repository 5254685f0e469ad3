// Experience definitions in KV (EXPERIENCES). KV is eventually consistent and takes one write per
// second per key, so every publish writes a new immutable, versioned set key and then moves one
// small pointer key to it; readers follow the pointer and cache each set by its version.
// Every definition is checked against the one schema on write and again on read.
import { type ExperienceDefinition, parseExperienceDefinition } from '#shared/experiences/schema.ts';

/** The part of a KV namespace used here (so the operator CLI can pass its own). */
export interface KvLike {
  get(key: string, options?: { cacheTtl?: number }): Promise<string | null>;
  put(key: string, value: string): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(options: { prefix: string }): Promise<{ keys: Array<{ name: string }> }>;
}

/** Pointer key: its value is the version of the live set. */
export const CURRENT_KEY = 'experiences:current';
const SET_PREFIX = 'experiences:set:';
/** How many older sets stay in KV after a publish (for rollback by moving the pointer). */
const KEEP_SETS = 3;

export const setKey = (version: string): string => `${SET_PREFIX}${version}`;

/** A sortable version for a publish at `now`. */
export const versionAt = (now: number): string => `v${String(now).padStart(15, '0')}-${crypto.randomUUID().slice(0, 8)}`;

/** Parsed sets by version: a version never changes, so this is safe across viewers. */
const parsedSets = new Map<string, ExperienceDefinition[]>();

/**
 * How long an isolate keeps the pointer it read before reading it again. KV may itself answer a
 * pointer up to 60 s old after a publish, so a few seconds more change nothing a person sees, and
 * a page then pays no KV read of its own (0.5–0.9 ms of runtime CPU per page locally; docs/performance.md).
 */
export const POINTER_KEPT_MS = 5_000;
let livePointer: { kv: KvLike; version: string | null; until: number } | null = null;

/** The version the pointer names, read at most once per POINTER_KEPT_MS per namespace and isolate. */
async function liveVersion(kv: KvLike): Promise<string | null> {
  const now = Date.now();
  if (livePointer && livePointer.kv === kv && now < livePointer.until) return livePointer.version;
  const version = await kv.get(CURRENT_KEY);
  livePointer = { kv, version, until: now + POINTER_KEPT_MS };
  return version;
}

/**
 * Forgets the pointer this isolate kept: for a writer that moved it by other means than
 * publishDefinitions (which forgets it itself) and must read its own write at once.
 */
export function forgetLivePointer(): void {
  livePointer = null;
}

/** Parses a stored set, dropping (and logging) every definition that fails the schema. */
export function usableDefinitions(raw: unknown, version: string): ExperienceDefinition[] {
  const list = Array.isArray(raw) ? raw : [];
  const usable: ExperienceDefinition[] = [];
  for (const item of list) {
    const parsed = parseExperienceDefinition(item);
    if (parsed.ok) usable.push(parsed.definition);
    else console.warn(`experience dropped (set ${version}, id ${(item as { experience_id?: unknown })?.experience_id ?? '?'}): ${parsed.reason}`);
  }
  return usable;
}

/** The live, usable definitions (an empty list when nothing was published). */
export async function readDefinitions(kv: KvLike): Promise<ExperienceDefinition[]> {
  const version = await liveVersion(kv);
  if (!version) return [];
  const cached = parsedSets.get(version);
  if (cached) return cached;
  const text = await kv.get(setKey(version), { cacheTtl: 3600 });
  let raw: unknown = [];
  try {
    raw = text ? JSON.parse(text) : [];
  } catch {
    console.warn(`experience set ${version} is not JSON; nothing is shown`);
  }
  const usable = usableDefinitions(raw, version);
  if (parsedSets.size > 8) parsedSets.clear();
  parsedSets.set(version, usable);
  return usable;
}

/** The raw definitions of the live set, unparsed (for the operator CLI's read-modify-write). */
export async function readRawSet(kv: KvLike): Promise<unknown[]> {
  const version = await kv.get(CURRENT_KEY);
  const text = version ? await kv.get(setKey(version)) : null;
  const raw: unknown = text ? JSON.parse(text) : [];
  return Array.isArray(raw) ? raw : [];
}

export class InvalidDefinitionError extends Error {}

/**
 * Publishes a whole set: checks every definition (throws naming the first bad one, writing
 * nothing), writes the new versioned set, moves the pointer, then prunes old sets.
 */
export async function publishDefinitions(kv: KvLike, definitions: unknown[], now = Date.now()): Promise<string> {
  const ids = new Set<string>();
  for (const d of definitions) {
    const parsed = parseExperienceDefinition(d);
    if (!parsed.ok) throw new InvalidDefinitionError(`experience ${(d as { experience_id?: unknown })?.experience_id ?? '?'}: ${parsed.reason}`);
    const key = `${parsed.definition.placement_id}:${parsed.definition.experience_id}`;
    if (ids.has(key)) throw new InvalidDefinitionError(`experience ${key} appears twice`);
    ids.add(key);
  }
  const version = versionAt(now);
  await kv.put(setKey(version), JSON.stringify(definitions));
  await kv.put(CURRENT_KEY, version);
  forgetLivePointer();
  const { keys } = await kv.list({ prefix: SET_PREFIX });
  const old = keys
    .map((k) => k.name)
    .sort()
    .reverse()
    .slice(KEEP_SETS);
  for (const name of old) await kv.delete(name);
  return version;
}
