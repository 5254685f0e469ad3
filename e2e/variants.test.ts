// Variant pins (docs/rules/pin-card.md#calls-spec-000-7): a person picks another choice of a product on its
// closeup; the variant is read by its id (PinResource get) and shown, the url now the variant's pin.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('variant pins (pin-card: Calls)', () => {
  it('A102: picking another choice reads that variant by id and shows its pin (pin-card: Calls)', { timeout: 60_000 }, async () => {
    const [pin] = sql<{ id: number; data: string }>(
      `SELECT p.id, p.data FROM pins p WHERE p.deleted_at IS NULL AND json_array_length(p.data, '$.details.variantSet.variants') = 3 ORDER BY p.id LIMIT 1`,
    );
    expect(pin).toBeTruthy();
    const variants = (JSON.parse(pin.data) as { details: { variantSet: { variants: Array<{ pinId: string; values: Record<string, string> }> } } }).details
      .variantSet.variants;
    const other = variants.find((v) => v.pinId !== String(pin.id))!;
    const { page, errors } = await browsing.open();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/resource/PinResource/get/')) reads.push(new URL(r.url()).searchParams.get('data') ?? '');
    });
    await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    const choices = page.locator('[data-test-id="variant-choices"]');
    expect(await choices.locator('a[aria-current="true"]').getAttribute('href')).toBe(`/pin/${pin.id}/`);
    await choices.getByRole('link', { name: Object.values(other.values)[0], exact: true }).click();
    await page.waitForURL(`${browsing.baseUrl}/pin/${other.pinId}/`);
    await expect.poll(() => page.locator('[data-test-id="closeup"]').getAttribute('data-pin-id')).toBe(other.pinId);
    expect(reads.map((d) => (JSON.parse(d) as { options: { id: string } }).options.id)).toContain(other.pinId);
    expect(await page.locator('[data-test-id="variant-choices"] a[aria-current="true"]').getAttribute('href')).toBe(`/pin/${other.pinId}/`);
    // Back shows the first variant again.
    await page.goBack();
    await expect.poll(() => page.locator('[data-test-id="closeup"]').getAttribute('data-pin-id')).toBe(String(pin.id));
    expect(errors).toEqual([]);
  });
});
