// Node only: reads the demo GIF and WebM clips committed in scripts/demo/clips/ (how they were made is in
// scripts/demo/clips/README.md), so the seed needs no ffmpeg and `npm install` no platform binary.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaFile } from './dataset.ts';

export interface MediaObject {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_CACHE_DIR = join(REPO_ROOT, '.wrangler', 'demo-cache');
export const CLIPS_DIR = fileURLToPath(new URL('./clips/', import.meta.url));

/** One media file, read from the committed clips. */
async function readMediaFile(m: MediaFile, clipsDir: string): Promise<MediaObject> {
  const bytes = await readFile(join(clipsDir, m.file));
  return { key: m.key, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: m.contentType };
}

/** Every media file of the dataset. */
export function buildMediaFiles(media: readonly MediaFile[], options: { clipsDir?: string } = {}): Promise<MediaObject[]> {
  return Promise.all(media.map((m) => readMediaFile(m, options.clipsDir ?? CLIPS_DIR)));
}
