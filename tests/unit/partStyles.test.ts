// A part of a page that the server renders (client/lib/conditionalPart.tsx: the app upsell bar, the member header, a
// closeup's rich data, carousel or comments) is styled without JavaScript: every stylesheet its chunk brings is among
// the page's linked stylesheets (the entry's and the page's, shared/clientManifest.ts), never only in a chunk that
// arrives with the script (a closeup's rating stars were unstyled without it). Reads the build (`npm run build`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, type ClientManifest, pageAssets } from '#shared/clientManifest.ts';
import { PAGE_VIEWS, pageModulePath } from '../../shared/pageRoutes.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const manifest = () => JSON.parse(readFileSync(join(ROOT, 'dist/client/asset-manifest.json'), 'utf8')) as ClientManifest;

/** Every client source file, as a path from the repository's root. */
function sources(dir = join(ROOT, 'client')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [relative(ROOT, join(dir, entry.name))] : [],
  );
}

/**
 * The modules of the server-rendered parts: every module a file that makes a part (calls conditionalPart) imports
 * lazily (its loader, or a helper its loader calls), as manifest keys.
 */
function partModules(): Set<string> {
  const parts = new Set<string>();
  for (const file of sources()) {
    if (file === 'client/lib/conditionalPart.tsx') continue;
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!/\bconditionalPart\s*[<(]/.test(text)) continue;
    for (const [, specifier] of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const path = specifier.startsWith('#client/') ? `client/${specifier.slice('#client/'.length)}` : join(dirname(file), specifier);
      parts.add(path);
    }
  }
  return parts;
}

/** The manifest keys a key needs: itself and its static imports, once each. */
function closure(m: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  if (!m[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of m[key].imports ?? []) closure(m, dep, seen);
  return seen;
}

describe('server-rendered parts are styled without JavaScript (docs/architecture.md: Page chunks)', () => {
  it('Page chunks: every stylesheet of a part a page renders on the server is among the stylesheets that page links', () => {
    const m = manifest();
    const parts = partModules();
    expect(parts.size).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const page of new Set(Object.values(PAGE_VIEWS).map(pageModulePath))) {
      const linked = new Set(pageAssets(m, page).styles.map((href) => href.slice(1)));
      const loaded = new Set([...closure(m, CLIENT_ENTRY), ...closure(m, page)]);
      const rendered = [...loaded].flatMap((key) => m[key].dynamicImports ?? []).filter((key) => parts.has(key));
      for (const part of new Set(rendered)) {
        for (const key of closure(m, part)) {
          for (const css of m[key].css ?? []) if (!linked.has(css)) missing.push(`${page}: ${part} brings ${css} (from ${key})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
