// A carousel closeup on a 390x844 touch phone (docs/architecture.md#the-interface-and-phones): each slide spans the media
// box with its picture in the middle, the carousel's arrows sit under the picture clear of the closeup's "‹ Back", and
// every slide is captioned as a picture of this pin, never with another idea's title.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { PHONE } from './touch.ts';

const browsing = openBrowserSession();

describe('a carousel closeup on a phone', () => {
  it('closeup-and-visitors: States and actions: the slides fill the media box, the arrows clear Back, and each caption names this pin', async () => {
    const pins = sql<{ id: number; title: string }>(
      `SELECT id, title FROM pins WHERE kind = 'carousel' AND deleted_at IS NULL AND origin_pin_id IS NULL AND title <> ''
         AND json_array_length(data, '$.carouselData.slots') > 1 ORDER BY id LIMIT 3`,
    );
    expect(pins.length).toBe(3);
    const { page, errors } = await browsing.open({ ...PHONE, cookies: { pb_country: 'US' } });
    for (const pin of pins) {
      await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
      await waitForHydration(page);
      const carousel = page.locator('[data-test-id="carousel"]');
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const media = await box('.closeup__media');
      const viewport = await box('.carousel__viewport');
      const picture = await box('.carousel__slide img');
      // The slide spans the media box (its picture contained in the middle), not a narrow column at its left.
      expect(Math.abs(viewport.width - media.width), `pin ${pin.id}`).toBeLessThanOrEqual(1);
      expect(Math.abs(picture.x + picture.width / 2 - (media.x + media.width / 2)), `pin ${pin.id}`).toBeLessThanOrEqual(1);
      // The arrows are under the picture, so "‹ Previous" is never drawn just under "‹ Back".
      const back = await box('.closeup__back');
      for (const arrow of [carousel.getByRole('button', { name: 'Previous' }), carousel.getByRole('button', { name: 'Next' })]) {
        const at = (await arrow.boundingBox())!;
        expect(at.y, `pin ${pin.id}`).toBeGreaterThanOrEqual(viewport.y + viewport.height);
        expect(at.y, `pin ${pin.id}`).toBeGreaterThan(back.y + back.height);
      }
      // Every slide is one of this pin's pictures.
      const captions = await carousel.locator('.carousel__caption').allTextContents();
      expect(captions.length).toBeGreaterThan(1);
      for (const caption of captions) expect(caption.startsWith(pin.title.trim()), `pin ${pin.id}: "${caption}"`).toBe(true);
      // A tap on Next shows the next slide.
      await carousel.getByRole('button', { name: 'Next' }).tap();
      await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');
    }
    expect(errors).toEqual([]);
  });
});
