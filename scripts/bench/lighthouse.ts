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
      const results: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await run(url, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(LIGHTHOUSE_REPORTS, `${page}-${i + 1}.json`), JSON.stringify(result.lhr));
        const a = result.lhr.audits;
        results.push({
          page,
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: a['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbtMs: a['total-blocking-time']?.numericValue ?? Number.NaN,
          diagnostics: diagnosticsOf(result.lhr),
        });
      }
      // The run with the median score, as Lighthouse advises for a noisy machine.
      results.sort((x, y) => x.score - y.score);
      const median = results[Math.floor(results.length / 2)];
      out.push(RUNS > 1 ? { ...median, diagnostics: [`scores of ${RUNS} runs: ${results.map((r) => r.score).join(', ')}`, ...median.diagnostics] } : median);
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
