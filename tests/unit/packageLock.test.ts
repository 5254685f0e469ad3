// package-lock.json installs on every platform a contributor or CI uses (docs/operations.md): each package's
// platform builds (Biome, workerd, esbuild, rolldown, lightningcss...) are all in the lock, so `npm install` on
// another os/cpu finds its own and does not rewrite the lock, and nothing tied to one os/cpu is required.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  optional?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const ROOT = join(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as LockEntry;
const packages = lock.packages;

/** Where node would find `name` from the package installed at `from` (its own node_modules, then each parent's). */
function resolveInLock(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up >= 0 ? base.slice(0, up) : '';
  }
}

describe('package-lock.json (docs/operations.md: Dependencies and the lock file)', () => {
  it('is a v3 lock that matches package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = packages[''];
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it('holds every platform build a package may install (no sibling of an os/cpu package is missing)', () => {
    const missing: string[] = [];
    let platformBuilds = 0;
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const found = resolveInLock(path, name);
        if (!found) missing.push(`${path || '(root)'} -> ${name}`);
        else if (packages[found].os || packages[found].cpu) platformBuilds++;
      }
    }
    expect(missing).toEqual([]);
    // Biome, workerd, esbuild, rolldown and lightningcss each ship one build per platform.
    expect(platformBuilds).toBeGreaterThan(50);
  });

  it('limits no required package to one os or cpu (only optional platform builds may be)', () => {
    const limited = Object.entries(packages)
      .filter(([, entry]) => (entry.os || entry.cpu) && !(entry.optional || entry.devOptional))
      .map(([path, entry]) => `${path} (${[...(entry.os ?? []), ...(entry.cpu ?? [])].join(', ')})`);
    expect(limited).toEqual([]);
  });
});
