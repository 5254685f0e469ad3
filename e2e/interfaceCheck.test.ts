// The interface check's own rules (e2e/interfaceCheck.ts), on pages made for each: a control covered at its
// centre, one off the window's side, a phone tap target under 44 px, and a link wrapped onto two lines, which
// is pressed on its text and so is not covered by what lies in the middle of the box around both lines.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { checkControls } from './interfaceCheck.ts';

const browsing = openBrowserSession();

async function pageWith(body: string, viewport = { width: 800, height: 600 }): Promise<Page> {
  const { page } = await browsing.open({ viewport });
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/20px sans-serif">${body}</body></html>`);
  return page;
}

describe('the interface check (docs/architecture.md: The interface and phones)', () => {
  it('names a button covered at its centre, one past the window, and the sideways scroll it makes', async () => {
    const page = await pageWith(
      `<button style="position:absolute;left:10px;top:10px;width:100px;height:50px">Under</button>
       <div style="position:absolute;left:0;top:0;width:200px;height:100px;background:white">cover</div>
       <button style="position:absolute;left:760px;top:200px;width:100px;height:50px">Outside</button>`,
    );
    const { checked, problems } = await checkControls(page, false);
    expect(checked).toBe(2);
    expect(problems).toEqual([
      expect.stringMatching(/^<button> "Under" is covered at its centre by <div> "cover"/),
      expect.stringMatching(/^<button> "Outside" lies outside the window horizontally/),
      'the page scrolls sideways (860 px wide in a 800 px window): <button class="">',
    ]);
  });

  it('names a tap target under 44x44 px on a phone only', async () => {
    const small = '<button style="position:absolute;left:10px;top:10px;width:30px;height:30px">x</button>';
    expect((await checkControls(await pageWith(small, { width: 390, height: 844 }), true)).problems).toEqual([
      '<button> "x" is 30x30 px, under 44x44 on a phone',
    ]);
    expect((await checkControls(await pageWith(small), false)).problems).toEqual([]);
  });

  it('judges a link wrapped onto two lines at its text, not at the middle of the box around both lines', async () => {
    // The link starts at the end of the first line and ends at the start of the second: the middle of the box
    // around both lines is plain text of the paragraph, on either line.
    const page = await pageWith(
      `<p style="width:400px;margin:0">Plain words before the link <a href="/x">its first part<br>second</a> and plain words after it.</p>`,
    );
    const middle = await page.locator('a').evaluate((a) => {
      const r = a.getBoundingClientRect();
      return document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)?.tagName;
    });
    expect(middle).toBe('P');
    expect(await page.locator('a').evaluate((a) => a.getClientRects().length)).toBeGreaterThan(1);
    expect(await checkControls(page, false)).toEqual({ checked: 1, problems: [] });
  });
});
