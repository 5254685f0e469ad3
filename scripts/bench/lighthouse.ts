// Lighthouse (the npm package `lighthouse`) on a page with mobile emulation, driving the system
// Chromium (scripts/lib/chromium.ts) through chrome-launcher: score, LCP, CLS and TBT.
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.ts';

export interface LighthouseResult {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseReport } | undefined>;
interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

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
      const result = await run(url, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const a = result.lhr.audits;
      out.push({
        page,
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcpMs: a['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: a['total-blocking-time']?.numericValue ?? Number.NaN,
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
