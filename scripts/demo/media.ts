// Node only: makes the demo GIF and WebM files with the static ffmpeg from @ffmpeg-installer,
// from ffmpeg's synthetic lavfi sources (testsrc2, mandelbrot, life). Outputs are cached in
// .wrangler/demo-cache/media/ keyed by the exact ffmpeg arguments, so reruns are instant.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaFile } from './dataset.ts';
import { hashString } from './random.ts';

export interface MediaObject {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_CACHE_DIR = join(REPO_ROOT, '.wrangler', 'demo-cache');
export const FFMPEG_PATH = join(REPO_ROOT, 'node_modules', '@ffmpeg-installer', 'linux-x64', 'ffmpeg');

/** ffmpeg arguments (after the binary, without the output path) for one media file. */
export function ffmpegArgs(m: MediaFile): string[] {
  const source = `${m.source}${m.source.includes('=') ? ':' : '='}size=${m.width}x${m.height}:rate=${m.fps}`;
  // -t before -i bounds the (otherwise endless) source, which palettegen needs to finish
  const input = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-t', String(m.durationMs / 1000), '-i', source];
  if (m.kind === 'gif') {
    return [
      ...input,
      '-filter_complex',
      '[0:v]split[a][b];[a]palettegen=max_colors=64:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3',
      '-loop',
      '0',
      '-f',
      'gif',
    ];
  }
  return [
    ...input,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '42',
    '-b:v',
    '400k',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'webm',
  ];
}

function run(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: 120_000, maxBuffer: 4 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`ffmpeg failed (${args.join(' ')}): ${stderr || error.message}`));
      else resolve();
    });
  });
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Makes (or reads from the cache) one media file. */
export async function buildMediaFile(m: MediaFile, options: { cacheDir?: string; ffmpegPath?: string } = {}): Promise<MediaObject> {
  const dir = join(options.cacheDir ?? DEMO_CACHE_DIR, 'media');
  const args = ffmpegArgs(m);
  const cached = join(dir, `${hashString(JSON.stringify(args)).toString(16).padStart(8, '0')}-${m.file}`);
  if (!(await exists(cached))) {
    await mkdir(dir, { recursive: true });
    const partial = `${cached}.partial`;
    await run(options.ffmpegPath ?? FFMPEG_PATH, [...args, partial]);
    await rename(partial, cached);
  }
  const bytes = await readFile(cached);
  return { key: m.key, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: m.contentType };
}

/** Every media file of the dataset, two ffmpeg processes at a time. */
export async function buildMediaFiles(
  media: readonly MediaFile[],
  options: { cacheDir?: string; ffmpegPath?: string; concurrency?: number } = {},
): Promise<MediaObject[]> {
  const out: MediaObject[] = new Array(media.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < media.length) {
      const i = next++;
      out[i] = await buildMediaFile(media[i], options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return out;
}
