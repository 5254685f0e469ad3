// The browser helpers' own bound (e2e/browser.ts): a wait Playwright gives no timeout of its own, here a CDP call
// Chromium never answers, fails after 30 s naming what it waited for, instead of holding the test to its timeout.
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';

const browsing = openBrowserSession();

describe('bounded browser waits (docs/architecture.md: The worker)', () => {
  it('a CDP call Chromium never answers fails in 30 s naming its method, not at the test timeout', async () => {
    const { context, page } = await browsing.open();
    await page.setContent('<!doctype html><title>waits</title>');
    const cdp = await context.newCDPSession(page);
    const started = Date.now();
    // Chromium answers Runtime.evaluate with awaitPromise once the promise settles: this one never does.
    const never = cdp.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
    await expect(never).rejects.toThrow('the CDP call Runtime.evaluate: no answer in 30 s');
    expect(Date.now() - started).toBeLessThan(45_000);
  });
});
