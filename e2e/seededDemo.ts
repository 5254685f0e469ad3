// The seeded demo the e2e sites start from: migrated and loaded once into its own state (never served, so it only
// ever holds what the seed wrote), loaded again from nothing when the demo data changes, and copied afresh to every
// site each run.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoDataVersion } from '../scripts/demo/version.ts';
import { migrateLocal, seedLocal } from '../scripts/lib/local.ts';
import { SEEDED_STATE, siteState } from './localState.ts';

/** Marks a seed loaded completely by this demo data version (scripts/demo/version.ts covers the migrations too). */
const SEEDED_MARK = join(SEEDED_STATE, 'demo-data-version');

/**
 * Migrates and loads the demo into SEEDED_STATE unless this checkout's demo data is there already; a seed of other
 * demo data (or one that did not finish) is removed and made again from nothing.
 */
async function seedOnce(): Promise<void> {
  const version = demoDataVersion();
  if (existsSync(SEEDED_MARK) && readFileSync(SEEDED_MARK, 'utf8') === version) return;
  rmSync(SEEDED_STATE, { recursive: true, force: true });
  await migrateLocal(SEEDED_STATE);
  await seedLocal(SEEDED_STATE);
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
