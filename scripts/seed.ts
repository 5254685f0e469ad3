// Loads the deterministic demo data (scripts/demo/) into the local D1 database, R2 bucket and KV namespace that
// `wrangler dev` uses (.wrangler/state/v3): D1 straight into its SQLite file in one transaction, committed last
// (scripts/demo/sqliteDirect.ts), so a failed seed leaves no rows and the next run loads again; R2 and KV through
// wrangler's getPlatformProxy, each put retried while the local proxy drops calls (scripts/lib/transient.ts).
//
//   npx wrangler d1 migrations apply DB --local   # once, creates the schema
//   node scripts/seed.ts            # loads the demo data unless users already exist
//   node scripts/seed.ts --force    # deletes all rows first, then loads again
//   node scripts/seed.ts --refresh  # loads again only when the demo data changed since it was loaded
//   npm run seed -- --pins 240000   # a bigger catalogue (members and boards grow with it)
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
import { clearDataset, datasetCounts, loadDataset } from './demo/sql.ts';
import { type LocalDatabase, localD1File, readLocal, sqliteDirect } from './demo/sqliteDirect.ts';
import { demoDataVersion } from './demo/version.ts';
import { retryTransient } from './lib/transient.ts';

interface R2Like {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
}

type Env = { MEDIA: R2Like; EXPERIENCES: KvLike };

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
  const v3 = persistTo ? join(resolve(persistTo), 'v3') : join(process.cwd(), '.wrangler', 'state', 'v3');
  // Every D1 write goes into the database file in one transaction, committed last (scripts/demo/sqliteDirect.ts):
  // a seed that fails anywhere leaves no rows, and the next run loads again. R2 and KV go through the local proxy,
  // each put retried while the proxy drops calls (scripts/lib/transient.ts), all before the commit.
  const file = localD1File(v3);
  const read = readLocal(file);
  let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>> | null = null;
  let db: LocalDatabase | null = null;
  try {
    const schema = read<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'");
    if (!schema || schema.n === 0) {
      console.error('The local D1 database has no schema. Run first:  npx wrangler d1 migrations apply DB --local');
      process.exitCode = 1;
      return;
    }
    proxy = await retryTransient('starting the local runtime', () =>
      getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: persistTo ? { path: v3 } : true, remoteBindings: false }),
    );
    const { MEDIA, EXPERIENCES } = proxy.env;
    const experienceSet = await retryTransient('publishing the demo experiences to KV', () => publishDefinitions(EXPERIENCES, DEMO_EXPERIENCES));
    console.log(`KV: experience set ${experienceSet} (${DEMO_EXPERIENCES.length} demo experiences)`);
    const existing = read<{ n: number }>('SELECT COUNT(*) AS n FROM users');
    const version = demoDataVersion();
    // The seed's own record of what it loaded (not part of the product's schema).
    const versionTable = read<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'demo_data_version'");
    const loaded = versionTable?.n ? read<{ version: string }>('SELECT version FROM demo_data_version') : undefined;
    const stale = loaded?.version !== version;
    if (existing && existing.n > 0 && !force && stale && refresh) {
      console.log(`the demo data changed since it was loaded (${loaded?.version ?? 'no version'} -> ${version}): loading it again`);
      force = true;
    }
    if (existing && existing.n > 0 && !force) {
      if (stale) console.log('the demo data changed since it was loaded: `npm run seed -- --force` loads it again (and deletes local rows)');
      db = sqliteDirect(file);
      await loadDemoLinkRules(db);
      const limited = db.first<{ id: number }>("SELECT id FROM users WHERE username = 'limited'");
      if (limited) await seedLimitedSession(db, limited.id);
      db.commit();
      console.log(`demo data already loaded (${existing.n} users); use --force to delete all rows and load again`);
      return;
    }

    const dataset: Dataset = await withPasswords(generateDataset(datasetSize(pins)));
    const puts = limiter(8);
    let objects = 0;
    let bytes = 0;
    const put = (o: { key: string; bytes: Uint8Array; contentType: string }): void => {
      objects++;
      bytes += o.bytes.byteLength;
      puts.run(() => retryTransient(`storing ${o.key} in R2`, () => MEDIA.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } })));
    };
    const [art] = await Promise.all([
      renderArtworks(dataset.artworks, (list) => {
        for (const o of list) put(o);
      }),
      buildMediaFiles(dataset.media).then((list) => {
        for (const o of list) put(o);
      }),
    ]);
    await puts.drain();

    db = sqliteDirect(file);
    if (force && existing && existing.n > 0) {
      await clearDataset(db);
      console.log('deleting existing rows');
    }
    const statements = (await loadDataset(db, dataset, { chunkSize: 5000 })) + (await loadCloseupDemo(db, dataset));
    await loadBusinessDemo(db, dataset);
    await seedLimitedSession(db, dataset.notable.limitedUserId);
    await loadDemoLinkRules(db);
    await db.batch([db.prepare('CREATE TABLE IF NOT EXISTS demo_data_version (version TEXT NOT NULL)').bind()]);
    await db.batch([db.prepare('DELETE FROM demo_data_version').bind(), db.prepare('INSERT INTO demo_data_version (version) VALUES (?)').bind(version)]);
    db.commit();

    const kinds = new Map<string, number>();
    for (const p of dataset.pins) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    console.log(`D1: ${statements} statements, in one transaction`);
    for (const [table, n] of Object.entries(datasetCounts(dataset))) console.log(`  ${table.padEnd(20)} ${n}`);
    console.log(`  pins by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log(
      `R2: ${objects} objects, ${(bytes / 1024 / 1024).toFixed(1)} MiB `
        + `(${dataset.artworks.length} artworks x 9 sizes and their forms: ${art.rendered} rendered, ${art.cached} from cache; ${dataset.media.length} media files)`,
    );
    console.log(`sign in as demo@example.com / ${DEMO_PASSWORD} (also partner@, staff@, makershop@, limited@example.com)`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    db?.rollback();
    await proxy?.dispose();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  console.error('seeding failed, and wrote no rows to the local database: fix the cause above, then run  npm run seed');
  process.exitCode = 1;
}
