// Today and Explore in the header (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): links in the desktop
// header at 1280, signed in and out; on a 390 phone, where the header has no room for them, items of
// the header's menu (a visitor's menu, or the member's account menu), each leading to its page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS } from './browser.ts';

const browsing = openBrowserSession();

async function visit(who: 'a visitor' | 'a member', options: (typeof SCREENS)[number]['options']): Promise<{ page: Page; errors: string[] }> {
  if (who === 'a member') return browsing.signIn('demo', '/', options);
  const v = await browsing.open(options);
  await v.page.goto(`${browsing.baseUrl}/`);
  return v;
}

describe.each(['a visitor', 'a member'] as const)('Today and Explore for %s', (who) => {
  it(`at 1280 the header links Today and Explore for ${who} (closeup-and-visitors: Routes and screens)`, async () => {
    const { page, errors } = await visit(who, SCREENS[0].options);
    const header = page.locator('header.header');
    for (const [name, path] of [
      ['Today', '/today/'],
      ['Explore', '/topics/'],
    ] as const) {
      const link = header.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(path);
    }
    await header.getByRole('link', { name: 'Explore', exact: true }).click();
    await page.waitForURL(`${browsing.baseUrl}/topics/`);
    expect(errors).toEqual([]);
  });

  it(`on a 390 phone the header menu holds Today and Explore for ${who} (closeup-and-visitors: Routes and screens)`, async () => {
    const { page, errors } = await visit(who, SCREENS[1].options);
    const header = page.locator('header.header');
    expect(await header.getByRole('link', { name: 'Today', exact: true }).isVisible()).toBe(false);
    await page.locator('[data-test-id="header-menu-button"]').tap();
    const menu = page.locator('[data-test-id="header-menu"]');
    await menu.waitFor();
    const today = menu.getByRole('link', { name: 'Today', exact: true });
    expect(await menu.getByRole('link', { name: 'Explore', exact: true }).isVisible()).toBe(true);
    const box = (await today.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await today.tap();
    await page.waitForURL(`${browsing.baseUrl}/today/`);
    expect(errors).toEqual([]);
  });
});
