// Reads the client build's Vite manifest: which script, chunks and CSS a first visit of one page
// needs (the entry, its imports, the page module and its imports). The worker emits them in the
// head; `npm run bench:bundle` and the bundle budget test size them.
import type { ClientAssets } from './pages.ts';

/** The client build's entry, as the manifest names it. */
export const CLIENT_ENTRY = 'client/main.tsx';

/** One chunk of the Vite manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The chunks a module needs that are not in `seen` (itself first, then its static imports, once each). */
function chunksOf(manifest: ClientManifest, key: string, seen: Set<string>): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((dep) => chunksOf(manifest, dep, seen))];
}

/**
 * The entry script, the CSS of the entry and the page, and the chunks to preload: the entry's own
 * imports (so the browser need not discover them after the entry) and the page's chunks.
 */
export function pageAssets(manifest: ClientManifest, pageModule: string): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}.`);
  if (!manifest[pageModule]) throw new Error(`The client build has no page module ${pageModule}.`);
  const seen = new Set<string>();
  const entryChunks = chunksOf(manifest, CLIENT_ENTRY, seen);
  const pageChunks = chunksOf(manifest, pageModule, seen);
  const url = (file: string) => `/${file}`;
  return {
    script: url(entry.file),
    styles: [...new Set([...entryChunks, ...pageChunks].flatMap((c) => c.css ?? []))].map(url),
    preload: [...entryChunks.slice(1), ...pageChunks].map((c) => url(c.file)),
  };
}
