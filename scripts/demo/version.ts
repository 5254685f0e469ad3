// The demo data's version: a hash of everything that decides what the seed writes (scripts/demo/, its
// generator and clips, scripts/seed.ts) and of the schema's migrations. The seed stores it beside the rows it loads, so a
// state loaded by an older checkout is known to be stale (e2e runs keep their own copy, e2e/seededDemo.ts;
// `npm run seed` says so and leaves a person's local rows alone).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export function demoDataVersion(): string {
  const hash = createHash('sha256');
  const demo = join(ROOT, 'scripts', 'demo');
  const files = [
    ...readdirSync(demo)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => join(demo, f)),
    ...readdirSync(join(demo, 'generate'))
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => join(demo, 'generate', f)),
    ...readdirSync(join(demo, 'clips'))
      .sort()
      .map((f) => join(demo, 'clips', f)),
    join(ROOT, 'scripts', 'seed.ts'),
  ];
  for (const file of files) hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  for (const migration of readdirSync(join(ROOT, 'migrations')).sort()) hash.update(migration);
  return hash.digest('hex').slice(0, 16);
}
