// The seeded demo the e2e sites start from: migrated and loaded once into its own state (never served), copied
// afresh to every site each run, and kept warm with the image forms the runs' sites made of its pictures.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { IMAGE_FORMS } from '#shared/images.ts';
import { demoDataVersion } from '../scripts/demo/version.ts';
import { migrateLocal, seedLocal } from '../scripts/lib/local.ts';
import { SEEDED_STATE, siteState } from './localState.ts';

/** Marks a seed loaded completely by this demo data version (scripts/demo/version.ts covers the migrations too). */
const SEEDED_MARK = join(SEEDED_STATE, 'demo-data-version');

/** Migrates and loads the demo into SEEDED_STATE unless this checkout's demo data is there already (a changed demo is loaded again). */
async function seedOnce(): Promise<void> {
  const version = demoDataVersion();
  if (existsSync(SEEDED_MARK) && readFileSync(SEEDED_MARK, 'utf8') === version) return;
  rmSync(SEEDED_MARK, { force: true });
  await migrateLocal(SEEDED_STATE);
  await seedLocal(SEEDED_STATE, ['--refresh']);
  writeFileSync(SEEDED_MARK, version);
}

/**
 * Gives sites 1..`sites` each a fresh copy of the seeded demo: nothing an earlier run wrote (rows, uploads,
 * rate-limit buckets, counters, cached pages) is there, and every site serves the same demo whichever files land
 * on it. A copy takes about a second where a seed takes much longer.
 */
export async function freshSites(sites: number): Promise<void> {
  await seedOnce();
  for (let site = 1; site <= sites; site++) {
    rmSync(siteState(site), { recursive: true, force: true });
    cpSync(SEEDED_STATE, siteState(site), { recursive: true });
  }
}

/** Local R2 as miniflare keeps it under a state: one SQLite index of the objects, their bytes as files beside it. */
function localBucket(state: string): { index: string; blobs: string } {
  const r2 = join(state, 'v3', 'r2');
  const indexDir = join(r2, 'miniflare-R2BucketObject');
  const indexes = readdirSync(indexDir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  const buckets = readdirSync(r2).filter((f) => f !== 'miniflare-R2BucketObject');
  if (indexes.length !== 1 || buckets.length !== 1) throw new Error(`expected one local R2 bucket in ${r2}`);
  return { index: join(indexDir, indexes[0]), blobs: join(r2, buckets[0], 'blobs') };
}

/**
 * Copies into the seed the AVIF and WebP forms the sites made of the demo's own pictures (worker/media/forms.ts
 * makes one on its first request, seconds of CPU each on this machine): the same bytes whenever made, so later
 * runs serve them as a deployed site long in use does. Forms of uploads, and everything else a run wrote, stay
 * behind. After the sites stopped; a failure only leaves the forms to be made again.
 */
export function keepImageForms(states: string[]): void {
  try {
    const seed = localBucket(SEEDED_STATE);
    const into = new DatabaseSync(seed.index);
    try {
      const has = into.prepare('SELECT 1 FROM _mf_objects WHERE key = ?');
      const insert = into.prepare(
        `INSERT OR IGNORE INTO _mf_objects (key, blob_id, version, size, etag, uploaded, checksums, http_metadata, custom_metadata)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const formed = IMAGE_FORMS.map((form) => `key LIKE '${form}/%'`).join(' OR ');
      let kept = 0;
      for (const state of states) {
        const made = localBucket(state);
        const from = new DatabaseSync(made.index, { readOnly: true });
        try {
          for (const row of from.prepare(`SELECT * FROM _mf_objects WHERE (${formed}) AND blob_id IS NOT NULL`).all()) {
            const key = String(row.key);
            if (has.get(key) || !has.get(key.slice(key.indexOf('/') + 1))) continue;
            mkdirSync(seed.blobs, { recursive: true });
            copyFileSync(join(made.blobs, String(row.blob_id)), join(seed.blobs, String(row.blob_id)));
            const columns = ['key', 'blob_id', 'version', 'size', 'etag', 'uploaded', 'checksums', 'http_metadata', 'custom_metadata'] as const;
            insert.run(...columns.map((c) => row[c] ?? null));
            kept++;
          }
        } finally {
          from.close();
        }
      }
      if (kept) console.log(`e2e: ${kept} image forms the sites made kept in the seeded demo`);
    } finally {
      into.close();
    }
  } catch (error) {
    console.warn('e2e: the image forms the sites made were not kept:', error instanceof Error ? error.message : error);
  }
}
