// What a person can see and press on the page in front of them, measured in the browser: every
// visible button, link and field is on screen horizontally, not covered at its centre by another
// element, at least 44x44 px on a phone; the page does not scroll sideways; an open popover stays
// inside the window. And axe-core's verdict on the page. Used by e2e/interface.test.ts.
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** The smallest tap target on a phone, in CSS px (WCAG 2.5.5, the big platforms' guidelines). */
export const PHONE_TAP_TARGET_PX = 44;

export interface ControlReport {
  /** How many visible controls were measured. */
  checked: number;
  /** One sentence per defect, naming the control. */
  problems: string[];
}

interface MeasureOptions {
  phone: boolean;
  minTarget: number;
  /** Only the controls inside the element this selector finds (an open popover); the whole page when null. */
  within: string | null;
}

/** Runs in the page: measures the controls in view. Kept self-contained (it is serialised). */
function measureControls({ phone, minTarget, within: withinSelector }: MeasureOptions): ControlReport {
  const within = withinSelector ? document.querySelector(withinSelector) : null;
  const root: ParentNode = within ?? document;
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [role="tab"], [role="link"]';
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const problems: string[] = [];
  let checked = 0;
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '').trim();
    const testId = el.getAttribute('data-test-id');
    return `<${el.tagName.toLowerCase()}${testId ? ` data-test-id="${testId}"` : ''}> "${text.slice(0, 40).replace(/\s+/g, ' ')}"`;
  };
  /**
   * The part of the element not clipped away by its ancestors, and whether an ancestor that hides
   * its overflow for good (not a scrolling list, which a person scrolls) cuts it.
   */
  const visibleRect = (el: Element) => {
    const r = el.getBoundingClientRect();
    let left = r.left;
    let right = r.right;
    let top = r.top;
    let bottom = r.bottom;
    let cutForGood = false;
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.position === 'fixed') break;
      if (style.overflowX !== 'visible' && p !== document.documentElement && p !== document.body) {
        const c = p.getBoundingClientRect();
        if (!scrolls(style.overflowX) && (r.left < c.left - 1 || r.right > c.right + 1)) cutForGood = true;
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
      }
      if (style.overflowY !== 'visible' && p !== document.documentElement && p !== document.body) {
        const c = p.getBoundingClientRect();
        if (!scrolls(style.overflowY) && (r.top < c.top - 1 || r.bottom > c.bottom + 1)) cutForGood = true;
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    return { left, right, top, bottom, full: r, cutForGood };
  };
  const header = document.querySelector('header.header');
  const headerBottom = header && !(within && header.contains(within)) ? header.getBoundingClientRect().bottom : 0;
  // A member's phone tab bar is fixed at the bottom as the header is at the top: the page scrolls under both.
  const tabBar = document.querySelector('[data-test-id="tab-bar"]');
  const tabBarTop = tabBar && tabBar.getBoundingClientRect().height > 0 && !(within && tabBar.contains(within)) ? tabBar.getBoundingClientRect().top : height;
  for (const el of root.querySelectorAll(selector)) {
    if (el.closest('[inert], [aria-hidden="true"]')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const v = visibleRect(el);
    if (v.right - v.left < 1 || v.bottom - v.top < 1) continue; // clipped away (a carousel's other slides)
    const r = v.full;
    // Only what is in view vertically; below the sticky header unless it is in the header.
    const inHeader = header?.contains(el) ?? false;
    const inTabBar = tabBar?.contains(el) ?? false;
    const cy = (v.top + v.bottom) / 2;
    if (cy < (inHeader ? 0 : headerBottom) || cy > (inTabBar ? height : tabBarTop)) continue;
    checked++;
    // Judged by its part not scrolled away: a chip half out of a row that scrolls sideways inside the window is reached by scrolling the row.
    if (v.left < -0.5 || v.right > width + 0.5)
      problems.push(`${name(el)} lies outside the window horizontally (${Math.round(r.left)}..${Math.round(r.right)} of ${width})`);
    else if (v.cutForGood) problems.push(`${name(el)} is cut off by an ancestor's edges`);
    // A link that wraps onto two lines is pressed on its text: the middle of its widest line box, not of the box
    // around both lines (which may be another element's).
    const lines = [...el.getClientRects()].filter((b) => b.width >= 1 && b.height >= 1);
    const line = lines.length > 1 ? lines.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a)) : v;
    const left = Math.max(line.left, v.left, 0);
    const right = Math.min(line.right, v.right, width);
    const hit = document.elementFromPoint((left + right) / 2, (Math.max(line.top, v.top) + Math.min(line.bottom, v.bottom)) / 2);
    const label = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])] : [];
    if (hit && hit !== el && !el.contains(hit) && !label.some((l) => l === hit || l.contains(hit))) {
      problems.push(`${name(el)} is covered at its centre by ${name(hit)}`);
    }
    // The tap target of a box or radio is its label too; a link is exempt when an equivalent
    // link (same address) on the page is big enough (WCAG 2.5.5, the "equivalent" exception).
    const target = [r, ...label.map((l) => l.getBoundingClientRect())].reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const small = (box: DOMRect) => box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
    const href = el instanceof HTMLAnchorElement ? el.href : null;
    const equivalent =
      href !== null
      && [...document.querySelectorAll('a[href]')].some(
        (a) => (a as HTMLAnchorElement).href === href && a !== el && !small(a.getBoundingClientRect()) && a.checkVisibility(),
      );
    if (phone && small(target) && !equivalent) {
      problems.push(`${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px, under ${minTarget}x${minTarget} on a phone`);
    }
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width + 0.5 && !within) {
    // Name the innermost elements that stick out, where the fix belongs.
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5),
    );
    const classes = out.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    problems.push(`the page scrolls sideways (${scrollWidth} px wide in a ${width} px window): ${classes.join(', ')}`);
  }
  return { checked, problems };
}

/** Measures the controls in view on the page (or inside `within`), as a person sees them. */
export async function checkControls(page: Page, phone: boolean, within?: string): Promise<ControlReport> {
  return page.evaluate(measureControls, { phone, minTarget: PHONE_TAP_TARGET_PX, within: within ?? null });
}

/** Waits until the page's finite animations (a message sliding in) have ended, so what is measured is what stays. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Whether an open popover (menu, picker, flyout, banner) lies wholly inside the window. */
export async function popoverProblems(popover: Locator, what: string): Promise<string[]> {
  const box = await popover.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: document.documentElement.clientWidth, height: window.innerHeight };
  });
  const out = box.left < -0.5 || box.top < -0.5 || box.right > box.width + 0.5 || box.bottom > box.height + 0.5;
  return out
    ? [
        `the open ${what} extends past the window (${Math.round(box.left)},${Math.round(box.top)}..${Math.round(box.right)},${Math.round(box.bottom)} in ${box.width}x${box.height})`,
      ]
    : [];
}

/** axe-core's violations on the page, one line each (rule, impact, the first elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's script CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const runner = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
  });
  return violations;
}
