// Node only: renders every artwork (artwork.ts) on worker threads, one per core, and caches the
// JPEGs in .wrangler/demo-cache/artworks/ keyed by the artwork's parameters and ARTWORK_VERSION,
// with their AVIF and WebP forms beside them (imageForms.ts).

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ALL_IMAGE_SIZES, imageKey } from '../../shared/images.ts';
import type { RenderedObject } from './artwork.ts';
import { ARTWORK_VERSION, JPEG_QUALITY } from './artwork.ts';
import type { Artwork } from './dataset.ts';
import { withForms } from './imageForms.ts';
import { DEMO_CACHE_DIR } from './media.ts';
import { hashString } from './random.ts';

export interface RenderOptions {
  cacheDir?: string;
  /** Worker threads; default: available cores, at most 4. */
  threads?: number;
}

function cacheDirOf(root: string, art: Artwork): string {
  const hash = hashString(JSON.stringify([ARTWORK_VERSION, JPEG_QUALITY, ALL_IMAGE_SIZES, art]))
    .toString(16)
    .padStart(8, '0');
  return join(root, 'artworks', `${art.signature}-${hash}`);
}

const fileOf = (key: string): string => `${key.split('/')[0]}.jpg`;

async function readCached(dir: string, art: Artwork): Promise<RenderedObject[] | null> {
  try {
    return await Promise.all(
      ALL_IMAGE_SIZES.map(async (size) => {
        const key = imageKey(size, art.signature, art.ext);
        const bytes = await readFile(join(dir, `${size}.jpg`));
        return { key, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: 'image/jpeg' };
      }),
    );
  } catch {
    return null;
  }
}

async function writeCache(dir: string, objects: RenderedObject[]): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  await mkdir(partial, { recursive: true });
  await Promise.all(objects.map((o) => writeFile(join(partial, fileOf(o.key)), o.bytes)));
  await rename(partial, dir).catch(() => undefined);
}

/**
 * Renders (or reads from the cache) every size of every artwork and hands each artwork's objects
 * to `onObjects` as soon as they exist. Resolves when all are done and every onObjects settled.
 */
export async function renderArtworks(
  artworks: readonly Artwork[],
  onObjects: (objects: RenderedObject[]) => void | Promise<void>,
  options: RenderOptions = {},
): Promise<{ rendered: number; cached: number }> {
  const root = options.cacheDir ?? DEMO_CACHE_DIR;
  const pending: Array<Promise<void>> = [];
  // rejections surface through the final Promise.all, not as unhandled ones meanwhile
  const track = (work: void | Promise<void>): void => {
    const p = Promise.resolve(work);
    p.catch(() => undefined);
    pending.push(p);
  };
  const todo: Artwork[] = [];
  for (const art of artworks) {
    const dir = cacheDirOf(root, art);
    const cached = await readCached(dir, art);
    if (cached) track(withForms(dir, cached).then(onObjects));
    else todo.push(art);
  }
  const threads = Math.max(1, Math.min(options.threads ?? Math.min(availableParallelism(), 4), todo.length));
  if (todo.length > 0) {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const workers: Worker[] = [];
      const fail = (error: Error): void => {
        for (const w of workers) void w.terminate();
        reject(error);
      };
      const feed = (w: Worker): void => {
        if (next >= todo.length) {
          void w.terminate();
          return;
        }
        const id = next++;
        w.postMessage({ id, artwork: todo[id] });
      };
      for (let t = 0; t < threads; t++) {
        const w = new Worker(new URL('./render-worker.ts', import.meta.url));
        workers.push(w);
        w.on('error', fail);
        w.on('message', (message: { id: number; objects?: RenderedObject[]; error?: string }) => {
          if (!message.objects) {
            fail(new Error(`rendering artwork ${todo[message.id].signature} failed: ${message.error}`));
            return;
          }
          const objects = message.objects;
          const dir = cacheDirOf(root, todo[message.id]);
          track(
            writeCache(dir, objects)
              .then(() => withForms(dir, objects))
              .then(onObjects),
          );
          done++;
          if (done === todo.length) resolve();
          feed(w);
        });
        feed(w);
      }
    });
  }
  await Promise.all(pending);
  return { rendered: todo.length, cached: artworks.length - todo.length };
}
