// The page's layout shifts as a person would meet them, from its first paint: an init script adds them up on the
// window (`__cls`, and each shift with the elements it moved in `__shifts`), and layoutShifts reads them.
import type { Page } from 'playwright-core';

/** Adds up the page's layout shifts from its first paint (an init script, so none is missed). */
export function recordLayoutShifts() {
  const w = window as unknown as { __cls: number; __shifts: string[] };
  w.__cls = 0;
  w.__shifts = [];
  type Box = { x: number; y: number; width: number; height: number };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null; previousRect: Box; currentRect: Box }> };
  const box = (r: Box) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      const nodes = (entry.sources ?? []).map((s) => {
        const name = s.node instanceof Element ? s.node.className || s.node.tagName : String(s.node?.nodeName);
        return `${name} (${box(s.previousRect)} → ${box(s.currentRect)})`;
      });
      w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The page's layout shift so far (recordLayoutShifts must have been added before it loaded): the sum, and each shift
 * with what it moved, for the failure's message.
 */
export const layoutShifts = (page: Page): Promise<{ cls: number; shifts: string[] }> =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
