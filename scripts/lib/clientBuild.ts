// The client build, made beside the served one and then published into it, so a `wrangler dev` serving
// dist/client (`npm start`) never sees it half-made (docs/operations.md#demo-data-and-local-state).
// `vite build` empties its outDir first: built in place, every page answered 500 ("The client build is
// missing") from that moment until the next restart of `npm start`. Published file by file instead, the
// served directory always holds a manifest and every file it names: the new build's files are added (their
// names are hashed, so none replaces a file the old manifest names), then the manifest is swapped by a
// rename, then the old build's files leave.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const CLIENT_MANIFEST = 'asset-manifest.json';

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Moves the build in `next` into the served `live` directory without a moment where `live` lacks its
 * manifest or a file the manifest names; `next` is removed. `afterStep` runs after each change (tests
 * check the directory there).
 */
export function publishBuild(next: string, live: string, afterStep: () => void = () => {}): void {
  mkdirSync(live, { recursive: true });
  const incoming = filesUnder(next);
  if (!incoming.includes(CLIENT_MANIFEST)) throw new Error(`${next} holds no ${CLIENT_MANIFEST}: not a client build`);
  const keep = new Set(incoming);
  // 1. The new files, manifest aside, each written beside its name and renamed onto it.
  for (const file of incoming) {
    if (file === CLIENT_MANIFEST) continue;
    const target = join(live, file);
    mkdirSync(dirname(target), { recursive: true });
    const staged = `${target}.next`;
    copyFileSync(join(next, file), staged);
    renameSync(staged, target);
    afterStep();
  }
  // 2. The manifest, in one rename: from here pages name the new files.
  const stagedManifest = join(live, `.${CLIENT_MANIFEST}.next`);
  copyFileSync(join(next, CLIENT_MANIFEST), stagedManifest);
  renameSync(stagedManifest, join(live, CLIENT_MANIFEST));
  afterStep();
  // 3. The old build's files.
  for (const file of filesUnder(live)) {
    if (keep.has(file)) continue;
    rmSync(join(live, file));
    afterStep();
  }
  rmSync(next, { recursive: true, force: true });
}
