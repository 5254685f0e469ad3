// Journey: a person scrolls the home feed; the pins they saw are counted by the impression
// counters and, once rolled up, read back as non-zero totals through PinAnalyticsResource.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PERSON_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const STAFF_USER_ID = 3;

/** A real session row for the employee (the site has no sign-in page on this branch yet). */
function staffSessionCookie(): string {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  sql(`INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('${hash}', ${STAFF_USER_ID}, ${now}, ${now + 3_600_000})`);
  return `__Host-pb_session=${token}`;
}

const browsing = openBrowserSession();

describe('impression tracking journey (spec 002 §4)', () => {
  it('counts the pins seen while scrolling the home feed', { timeout: 120_000 }, async () => {
    // Promoted pins in view register attribution sources where the API is found: pinned absent,
    // as in current Chrome, whatever this Chromium ships.
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const { baseUrl } = browsing;
    const posts: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/v3/events/')) posts.push(r.status());
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.waitForTimeout(400);
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-pin-id]')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 143 && r.bottom <= window.innerHeight;
          })
          .map((el) => el.dataset.pinId!),
      );
      for (const id of ids) seen.add(id);
      await page.mouse.wheel(0, 600);
    }
    expect(seen.size).toBeGreaterThan(3);
    // Leaving the page ends every view and flushes the buffer (pagehide, sendBeacon).
    await page.goto('about:blank');
    await page.waitForTimeout(500);
    const cookie = staffSessionCookie();
    const pins = [...seen].slice(0, 5);
    const totals = new Map<string, number>();
    // Roll-ups run about a second after counting; a loaded 2-core machine can take much longer.
    for (let attempt = 0; attempt < 90 && totals.size < pins.length; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      for (const pinId of pins) {
        if (totals.has(pinId)) continue;
        const data = encodeURIComponent(JSON.stringify({ options: { pin_id: pinId } }));
        const response = await fetch(`${baseUrl}/resource/PinAnalyticsResource/get/?data=${data}`, { headers: { cookie, 'user-agent': PERSON_UA } });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { resource_response: { data: { impressions: number } } };
        if (body.resource_response.data.impressions > 0) totals.set(pinId, body.resource_response.data.impressions);
      }
    }
    expect([...totals.keys()].sort(), `event posts answered ${posts.join(', ')}`).toEqual(pins.sort());
    expect(errors).toEqual([]);
  });

  it("logs each carousel slot shown as its own 7352 impression, next to the pin's 18 (spec 002 §4)", { timeout: 60_000 }, async () => {
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const { baseUrl } = browsing;
    const sent: Array<{ event_type: number; object_id_str: string; slot_index?: number }> = [];
    page.on('request', (r) => {
      if (!r.url().endsWith('/v3/events/') || r.method() !== 'POST') return;
      sent.push(...((JSON.parse(r.postData() ?? '{}') as { events?: typeof sent }).events ?? []));
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const carousel = page.locator('[data-test-id="pin"][data-pin-kind="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -200);
    const pinId = await carousel.getAttribute('data-pin-id');
    const firstSlot = await carousel.locator('[data-carousel-slot-id]').getAttribute('data-carousel-slot-id');
    await page.waitForTimeout(300);
    await carousel.hover();
    await carousel.locator('[aria-label="Next slide"]').click();
    const secondSlot = await carousel.locator('[data-carousel-slot-id]').getAttribute('data-carousel-slot-id');
    expect(secondSlot).not.toBe(firstSlot);
    await page.waitForTimeout(300);
    // Scrolling the card away ends its views; the tracker's interval flush sends them with fetch.
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() => sent.filter((e) => e.event_type === 7352).map((e) => e.object_id_str), { timeout: 25_000 })
      .toEqual(expect.arrayContaining([firstSlot, secondSlot].sort()));
    const slotEvents = sent.filter((e) => e.event_type === 7352 && (e.object_id_str === firstSlot || e.object_id_str === secondSlot));
    expect(slotEvents.map((e) => e.slot_index).sort()).toEqual([0, 1]);
    expect(sent.some((e) => e.event_type === 18 && e.object_id_str === pinId)).toBe(true);
    expect(errors).toEqual([]);
  });
});
