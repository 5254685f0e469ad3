// `npm run build` while `npm start` serves dist/client (docs/operations.md#demo-data-and-local-state): the
// served directory never lacks its manifest nor a file the manifest names, at any step of publishing a new
// build, and ends holding exactly the new build.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MANIFEST, publishBuild } from '../../scripts/lib/clientBuild.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build: a manifest naming its entry, CSS and chunk (hashed names), and those files. */
function writeBuild(dir: string, hash: string): void {
  const files = { entry: `assets/main-${hash}.js`, css: `assets/main-${hash}.css`, chunk: `assets/closeup-${hash}.js` };
  const manifest = { 'client/main.tsx': { file: files.entry, css: [files.css], dynamicImports: ['x'] }, x: { file: files.chunk } };
  for (const file of Object.values(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `/* ${hash} */`);
  }
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  writeFileSync(join(dir, CLIENT_MANIFEST), JSON.stringify(manifest));
}

const named = (manifest: Record<string, { file: string; css?: string[] }>) => Object.values(manifest).flatMap((e) => [e.file, ...(e.css ?? [])]);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) statSync(join(at, name)).isDirectory() ? walk(join(at, name)) : out.push(relative(dir, join(at, name)));
  };
  walk(dir);
  return out.sort();
}

describe('npm run build while npm start serves (docs/operations.md: Demo data and local state)', () => {
  it('delivery: the served build always has its manifest and every file it names, and ends as the new build', () => {
    const root = mkdtempSync(join(tmpdir(), 'client-build-'));
    dirs.push(root);
    const live = join(root, 'client');
    const next = join(root, '.client-next');
    writeBuild(live, 'old11111');
    writeBuild(next, 'new22222');
    const expected = filesUnder(next);
    let steps = 0;
    publishBuild(next, live, () => {
      steps++;
      const manifest = JSON.parse(readFileSync(join(live, CLIENT_MANIFEST), 'utf8'));
      for (const file of named(manifest)) expect(statSync(join(live, file)).isFile(), file).toBe(true);
    });
    expect(steps).toBeGreaterThan(5);
    expect(filesUnder(live)).toEqual(expected);
    expect(readFileSync(join(live, CLIENT_MANIFEST), 'utf8')).toContain('new22222');
    expect(() => statSync(next)).toThrow();
  });

  it('delivery: publishes a first build into a missing directory, and refuses a directory that is no build', () => {
    const root = mkdtempSync(join(tmpdir(), 'client-build-'));
    dirs.push(root);
    writeBuild(join(root, 'next'), 'first333');
    publishBuild(join(root, 'next'), join(root, 'client'));
    expect(filesUnder(join(root, 'client'))).toContain(CLIENT_MANIFEST);
    mkdirSync(join(root, 'empty'));
    expect(() => publishBuild(join(root, 'empty'), join(root, 'client'))).toThrow(/not a client build/);
    expect(filesUnder(join(root, 'client'))).toContain(CLIENT_MANIFEST);
  });
});
