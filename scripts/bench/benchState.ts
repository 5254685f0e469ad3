// The benchmark's local states (docs/performance.md#measuring-npm-run-bench): `.wrangler/bench-{pins}`, migrated and
// seeded once, a marker file saying the seed is complete, and kept between runs (BENCH_FRESH=1 seeds again). Every bench
// tool serves one through here, so none measures an empty site: a state never seeded is seeded first.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, migrateLocal, ROOT, run } from '../lib/local.ts';
import { seedEventPins } from './events.ts';

/** The small state: the pages, the peers' comparison, the profilers. */
export const SMALL_PINS = 2400;

const stateOf = (pins: number) => join(ROOT, '.wrangler', `bench-${pins}`);

/** The state for `pins` pins: migrated and seeded once (a marker file says it is complete). */
export async function prepareState(pins: number): Promise<string> {
  const dir = stateOf(pins);
  const marker = join(dir, 'bench-seeded');
  if (process.env.BENCH_FRESH === '1' || !existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    await migrateLocal(dir);
    const started = performance.now();
    await run(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--persist-to', dir, '--pins', String(pins)]);
    seedEventPins(dir);
    console.log(`seeded ${pins} pins in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    writeFileSync(marker, new Date().toISOString());
  } else {
    await migrateLocal(dir);
  }
  // Traces of earlier runs made with wrangler's local collector on (see benchEnv): not bench data.
  rmSync(join(dir, 'v3', 'observability'), { recursive: true, force: true });
  return dir;
}

/** The client the worker serves (`dist/client`), built when it is missing: wrangler will not start without it. */
export async function clientBuilt(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'client'))) await buildClient();
}
