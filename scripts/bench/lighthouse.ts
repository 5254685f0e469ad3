// Lighthouse (the npm package `lighthouse`) on a page with mobile emulation, driving the system
// Chromium (scripts/lib/chromium.ts) through chrome-launcher: score, LCP, CLS and TBT.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.ts';
import { ROOT } from '../lib/local.ts';

export interface LighthouseResult {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What Lighthouse names as the LCP element, the layout shifts' elements and the render-blocking requests. */
  diagnostics: string[];
}

type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseReport } | undefined>;
interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** Compact lines from the audits that explain a score: the other metrics, the LCP element and its parts, shifts, blocking requests, long tasks. */
function diagnosticsOf(lhr: LighthouseReport): string[] {
  const a = lhr.audits;
  const metrics = ['first-contentful-paint', 'speed-index', 'interactive'].map((id) => `${id} ${Math.round(a[id]?.numericValue ?? Number.NaN)} ms`);
  const rows = (id: string) =>
    (a[id]?.details?.items ?? []).flatMap((item) => ((item as { type?: string }).type === 'table' ? ((item as { items?: unknown[] }).items ?? []) : [item]));
  const items = ['lcp-breakdown-insight', 'layout-shifts', 'render-blocking-insight', 'long-tasks', 'bootup-time'].flatMap((id) =>
    rows(id)
      .slice(0, 6)
      .map((item) => {
        const { subpart, duration, url, wastedMs, total, score, node, selector, snippet } = item as Record<string, unknown>;
        const fields = { subpart, duration, url, wastedMs, total, score, selector, snippet, node: (node as { snippet?: string } | undefined)?.snippet };
        return `${id}: ${JSON.stringify(fields).slice(0, 300)}`;
      }),
  );
  // The requests in the order they ended: what shared the bandwidth with the largest paint.
  const requests = rows('network-requests').map((item) => {
    const r = item as { url: string; priority?: string; transferSize?: number; networkRequestTime?: number; networkEndTime?: number };
    return `request: ${Math.round(r.networkRequestTime ?? 0)}-${Math.round(r.networkEndTime ?? 0)} ms ${r.priority} ${Math.round((r.transferSize ?? 0) / 1024)} KiB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`;
  });
  const failure = lhr.runtimeError ? [`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : [];
  return [...failure, metrics.join(', '), ...items, ...requests];
}

/** The largest paint's element as Lighthouse names it: its tag and source (or text), shortened. */
function lcpElementOf(lhr: LighthouseReport): string {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of items as Array<{ type?: string; snippet?: string; items?: Array<{ node?: { snippet?: string } }> }>) {
    const snippet = item.type === 'node' ? item.snippet : item.items?.find((row) => row.node?.snippet)?.node?.snippet;
    if (snippet)
      return snippet
        .replace(/\s(srcset|sizes|alt|width|height|style|class|decoding|loading)="[^"]*"/g, '')
        .replace(/https?:\/\/[^/"]+/g, '')
        .slice(0, 120);
  }
  return 'unknown';
}

/** The phone Lighthouse emulates (its user agent), for the warm-up below. */
const LIGHTHOUSE_PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * Requests every image a page names as a browser would (Accept with WebP), so their WebP forms,
 * made once on an image's first request (worker/media/webp.ts), exist before the first measured
 * run, as they do for every visitor after the first in production.
 */
async function warmImages(url: string): Promise<void> {
  const html = await (await fetch(url, { headers: { 'user-agent': LIGHTHOUSE_PHONE_UA } })).text();
  const images = new Set([...html.matchAll(/\/i\/[\w-]+\/[a-f0-9]+\.(?:jpg|png)/g)].map((m) => m[0]));
  for (const path of images) await (await fetch(new URL(path, url), { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })).arrayBuffer();
}

/** BENCH_LIGHTHOUSE_RUNS: runs per page, of which the median (by score) is reported; 1 by default. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);
/** Every run's whole report is kept here (`{page}-{run}.json`, open it in the Lighthouse viewer) to read, not guess, what a score came from. */
export const LIGHTHOUSE_REPORTS = join(ROOT, 'bench', 'lighthouse');

/** Each page's performance figures, or why there are none (the package not installed). */
export async function lighthouse(pages: Array<{ page: string; url: string }>): Promise<LighthouseResult[] | string> {
  let run: LighthouseRun;
  let launch: (o: Record<string, unknown>) => Promise<{ port: number; kill(): unknown }>;
  try {
    run = (await import('lighthouse')).default as unknown as LighthouseRun;
    launch = (await import('chrome-launcher')).launch as unknown as typeof launch;
  } catch {
    return 'not measured: the lighthouse package is not installed (npm install)';
  }
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS.filter((a) => a !== '--headless').concat('--headless=new') });
  try {
    const out: LighthouseResult[] = [];
    for (const { page, url } of pages) {
      await warmImages(url);
      const results: Array<LighthouseResult & { lcpElement: string }> = [];
      const failed: string[] = [];
      // A run whose trace Lighthouse could not read (NO_NAVSTART now and then on a busy machine)
      // says nothing about the page: it is run again, up to twice, and counted apart.
      const runReadable = async (n: number): Promise<LighthouseReport> => {
        for (let attempt = 0; ; attempt++) {
          const result = await run(url, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', logLevel: 'error', output: 'json' });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
          writeFileSync(join(LIGHTHOUSE_REPORTS, `${page}-${n}${attempt ? `-retry${attempt}` : ''}.json`), JSON.stringify(result.lhr));
          if (!result.lhr.runtimeError || attempt === 2) return result.lhr;
          failed.push(`${page} run ${n}: ${result.lhr.runtimeError.code}, run again`);
        }
      };
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runReadable(i + 1);
        const a = lhr.audits;
        results.push({
          page,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: a['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbtMs: a['total-blocking-time']?.numericValue ?? Number.NaN,
          diagnostics: diagnosticsOf(lhr),
          lcpElement: lcpElementOf(lhr),
        });
      }
      // The run with the median score, as Lighthouse advises for a noisy machine.
      const median = [...results].sort((x, y) => x.score - y.score)[Math.floor(results.length / 2)];
      // Each run in the order it ran: score, LCP, TBT and what the largest paint was.
      const runs = results.map(
        (r, i) => `run ${i + 1}: ${r.score}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms, LCP element ${r.lcpElement}`,
      );
      const { lcpElement: _, ...reported } = median;
      out.push(
        RUNS > 1
          ? {
              ...reported,
              diagnostics: [
                `scores of ${RUNS} runs: ${[...results]
                  .sort((x, y) => x.score - y.score)
                  .map((r) => r.score)
                  .join(', ')}`,
                ...runs,
                ...failed,
                ...median.diagnostics,
              ],
            }
          : reported,
      );
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
