// Loads the deterministic demo data (scripts/demo/) into the local D1 database and R2 bucket that
// `wrangler dev` uses (.wrangler/state/v3), through wrangler's getPlatformProxy.
//
//   npx wrangler d1 migrations apply DB --local   # once, creates the schema
//   node scripts/seed.ts            # loads the demo data unless users already exist
//   node scripts/seed.ts --force    # deletes all rows first, then loads again
//   node scripts/seed.ts --refresh  # loads again only when the demo data changed since it was loaded
//   npm run seed -- --pins 240000   # a bigger catalogue (members and boards grow with it), written
//                                     straight into the local SQLite file (scripts/demo/sqliteDirect.ts)
//
// Demo accounts (password "demo-password"): demo@example.com, partner@example.com,
// staff@example.com, makershop@example.com, limited@example.com.
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { type KvLike, publishDefinitions } from '../worker/experiences/definitions.ts';
import { loadBusinessDemo } from './demo/business.ts';
import { loadCloseupDemo } from './demo/closeup.ts';
import type { Dataset } from './demo/dataset.ts';
import { DEMO_PASSWORD } from './demo/dataset.ts';
import { DEMO_EXPERIENCES } from './demo/experiences.ts';
import { generateDataset } from './demo/generate/index.ts';
import { seedLimitedSession } from './demo/limitedSession.ts';
import { loadDemoLinkRules } from './demo/linkRules.ts';
import { buildMediaFiles } from './demo/media.ts';
import { withPasswords } from './demo/passwords.ts';
import { renderArtworks } from './demo/render-pool.ts';
import type { D1Like } from './demo/sql.ts';
import { clearDataset, datasetCounts, loadDataset } from './demo/sql.ts';
import { localD1File, sqliteDirect } from './demo/sqliteDirect.ts';
import { demoDataVersion } from './demo/version.ts';

interface R2Like {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
}

/** The D1 binding as far as this script uses it (a D1Like that can also read one row). */
interface LocalD1 extends D1Like {
  prepare(sql: string): { bind(...values: unknown[]): unknown; first<T = Record<string, unknown>>(): Promise<T | null> };
}

type Env = { DB: LocalD1; MEDIA: R2Like; EXPERIENCES: KvLike };

/** Runs async jobs with at most `limit` in flight; `drain()` waits for all and rethrows the first error. */
function limiter(limit: number) {
  let active = 0;
  let failed: unknown = null;
  const waiting: Array<() => void> = [];
  const all: Array<Promise<void>> = [];
  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      waiting.push(() => {
        active++;
        resolve();
      }),
    );
  };
  const release = (): void => {
    active--;
    waiting.shift()?.();
  };
  return {
    run(job: () => Promise<unknown>): void {
      const p = acquire()
        .then(job)
        .then(
          () => undefined,
          (error: unknown) => {
            failed ??= error;
          },
        )
        .finally(release);
      all.push(p);
    },
    async drain(): Promise<void> {
      await Promise.all(all);
      if (failed) throw failed;
    },
  };
}

/** Loads the dataset straight into the local SQLite file (scripts/demo/sqliteDirect.ts). */
async function loadDirect(v3: string, dataset: Dataset): Promise<number> {
  const db = sqliteDirect(localD1File(v3));
  try {
    return (await loadDataset(db, dataset, { chunkSize: 5000 })) + (await loadCloseupDemo(db, dataset));
  } finally {
    db.close();
  }
}

/** The demo catalogue's proportions (2,400 pins, 120 members, 320 boards) at another pin count. */
function datasetSize(pins: number | undefined): { pins?: number; users?: number; boards?: number } {
  if (pins === undefined) return {};
  return { pins, users: Math.round((pins * 120) / 2400), boards: Math.round((pins * 320) / 2400) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const refresh = args.includes('--refresh');
  let force = args.includes('--force');
  const persistAt = args.indexOf('--persist-to');
  const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined;
  const pinsAt = args.indexOf('--pins');
  const pins = pinsAt >= 0 ? Number(args[pinsAt + 1]) : undefined;
  const valued = new Set([persistAt, persistAt + 1, pinsAt, pinsAt + 1].filter((_, i) => (i < 2 ? persistAt >= 0 : pinsAt >= 0)));
  const unknownArgs = args.filter((a, i) => a !== '--force' && a !== '--refresh' && !valued.has(i));
  if (unknownArgs.length || (persistAt >= 0 && !persistTo) || (pins !== undefined && !(Number.isInteger(pins) && pins > 0))) {
    console.error(`usage: node scripts/seed.ts [--force | --refresh] [--persist-to DIR] [--pins N]   (unknown: ${unknownArgs.join(' ')})`);
    process.exitCode = 2;
    return;
  }

  // persist: true is wrangler's own default location, .wrangler/state/v3, shared with `wrangler dev`
  // and `wrangler d1 ... --local`. remoteBindings: false keeps everything offline.
  // --persist-to DIR matches `wrangler dev --persist-to DIR`, which keeps its state in DIR/v3.
  const persist = persistTo ? { path: join(resolve(persistTo), 'v3') } : true;
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist, remoteBindings: false });
  try {
    const { DB, MEDIA } = proxy.env;
    const schema = await DB.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'").first<{ n: number }>();
    if (!schema || schema.n === 0) {
      console.error('The local D1 database has no schema. Run first:  npx wrangler d1 migrations apply DB --local');
      process.exitCode = 1;
      return;
    }
    await loadDemoLinkRules(DB);
    console.log(`KV: experience set ${await publishDefinitions(proxy.env.EXPERIENCES, DEMO_EXPERIENCES)} (${DEMO_EXPERIENCES.length} demo experiences)`);
    const existing = await DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>();
    // The seed's own record of what it loaded (not part of the product's schema).
    await DB.prepare('CREATE TABLE IF NOT EXISTS demo_data_version (version TEXT NOT NULL)').first();
    const version = demoDataVersion();
    const loaded = await DB.prepare('SELECT version FROM demo_data_version').first<{ version: string }>();
    const stale = loaded?.version !== version;
    if (existing && existing.n > 0 && !force && stale && refresh) {
      console.log(`the demo data changed since it was loaded (${loaded?.version ?? 'no version'} -> ${version}): loading it again`);
      force = true;
    }
    if (existing && existing.n > 0 && !force) {
      if (stale) console.log('the demo data changed since it was loaded: `npm run seed -- --force` loads it again (and deletes local rows)');
      const limited = await DB.prepare("SELECT id FROM users WHERE username = 'limited'").first<{ id: number }>();
      if (limited) await seedLimitedSession(DB, limited.id);
      console.log(`demo data already loaded (${existing.n} users); use --force to delete all rows and load again`);
      return;
    }
    if (force && existing && existing.n > 0) {
      await clearDataset(DB);
      console.log('deleted existing rows');
    }

    const dataset: Dataset = await withPasswords(generateDataset(datasetSize(pins)));
    const puts = limiter(8);
    let objects = 0;
    let bytes = 0;
    const put = (o: { key: string; bytes: Uint8Array; contentType: string }): void => {
      objects++;
      bytes += o.bytes.byteLength;
      puts.run(() => MEDIA.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } }));
    };

    const [statements, art] = await Promise.all([
      pins === undefined
        ? loadDataset(DB, dataset)
        : loadDirect(persistTo ? join(resolve(persistTo), 'v3') : join(process.cwd(), '.wrangler', 'state', 'v3'), dataset),
      renderArtworks(dataset.artworks, (list) => {
        for (const o of list) put(o);
      }),
      buildMediaFiles(dataset.media).then((list) => {
        for (const o of list) put(o);
      }),
    ]);
    await puts.drain();
    if (pins === undefined) await loadCloseupDemo(DB, dataset);
    await loadBusinessDemo(DB, dataset);
    await seedLimitedSession(DB, dataset.notable.limitedUserId);
    await DB.batch([DB.prepare('DELETE FROM demo_data_version'), DB.prepare('INSERT INTO demo_data_version (version) VALUES (?)').bind(version)]);

    const kinds = new Map<string, number>();
    for (const p of dataset.pins) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    console.log(`D1: ${statements} statements`);
    for (const [table, n] of Object.entries(datasetCounts(dataset))) console.log(`  ${table.padEnd(20)} ${n}`);
    console.log(`  pins by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log(
      `R2: ${objects} objects, ${(bytes / 1024 / 1024).toFixed(1)} MiB `
        + `(${dataset.artworks.length} artworks x 9 sizes and their forms: ${art.rendered} rendered, ${art.cached} from cache; ${dataset.media.length} media files)`,
    );
    console.log(`sign in as demo@example.com / ${DEMO_PASSWORD} (also partner@, staff@, makershop@, limited@example.com)`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await proxy.dispose();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  console.error('seeding failed; the local database may be half loaded: fix the cause, then run  node scripts/seed.ts --force');
  process.exitCode = 1;
}
