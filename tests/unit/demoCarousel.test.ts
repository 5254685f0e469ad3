// The demo's carousels: a carousel's slides belong to its one pin, so each slide is titled after that pin (a phone's
// closeup captioned its slides with other dishes' titles).
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../scripts/demo/generate/index.ts';
import type { CarouselSlot } from '../../shared/types.ts';

describe('demo carousels', () => {
  it("closeup-and-visitors: Entities: every generated carousel's slides are titled after their own pin", () => {
    const { pins } = generateDataset({ pins: 600, users: 24, boards: 40, artworks: 12 });
    const carousels = pins.filter((p) => p.kind === 'carousel' && JSON.parse(p.data).carouselData);
    expect(carousels.length).toBeGreaterThan(3);
    for (const pin of carousels) {
      const slots = (JSON.parse(pin.data) as { carouselData: { slots: CarouselSlot[] } }).carouselData.slots;
      const own = pin.title.trim() || slots[0].title;
      expect(slots[0].title, `pin ${pin.id}`).toBe(own);
      slots.slice(1).forEach((slot, i) => expect(slot.title, `pin ${pin.id}`).toBe(`${own} (${i + 2} of ${slots.length})`));
    }
  });
});
