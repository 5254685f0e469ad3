// Walks a path of the repository for the tests that read its files (docs, the rules map): every file below it,
// leaving out node_modules and dot folders.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file at or below `path` (a file is itself), node_modules and dot entries left out. */
export function* repoFiles(path: string): Generator<string> {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* repoFiles(join(path, name));
  }
}
