// What a first visit of each kind of page downloads from the client build (dist/client): the
// entry, its chunks, the page's chunks and all their CSS, sized gzipped as a CDN would serve them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ClientManifest, pageAssets } from '../../shared/clientManifest.ts';
import { PAGE_VIEWS, type PageKind, pageModuleOf } from '../../shared/pageRoutes.ts';

export interface FirstVisit {
  kind: PageKind;
  /** Gzipped bytes of the JavaScript files (entry, its imports, the page's chunks). */
  js: number;
  /** Gzipped bytes of the stylesheets. */
  css: number;
  files: string[];
}

/** The first-visit download of every kind of page, from a built dist/client directory. */
export function firstVisitSizes(dist = 'dist/client'): FirstVisit[] {
  let manifest: ClientManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, 'asset-manifest.json'), 'utf8')) as ClientManifest;
  } catch {
    throw new Error(`No client build in ${dist}; run \`npm run build\` first.`);
  }
  const gzipped = (url: string) => gzipSync(readFileSync(join(dist, url))).length;
  return (Object.keys(PAGE_VIEWS) as PageKind[]).map((kind) => {
    const assets = pageAssets(manifest, pageModuleOf(kind));
    const scripts = [assets.script, ...assets.preload];
    return {
      kind,
      js: scripts.reduce((sum, url) => sum + gzipped(url), 0),
      css: assets.styles.reduce((sum, url) => sum + gzipped(url), 0),
      files: [...scripts, ...assets.styles],
    };
  });
}
