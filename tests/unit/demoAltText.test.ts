// The demo pins' alt text describes the pin it belongs to (a video closeup's alt text
// described a different pin): derived from the pin's own title, else its description, by kind.
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../scripts/demo/generate/index.ts';
import { altTextFor } from '../../shared/closeup/autoAltText.ts';

describe('demo alt text (pin-card: Pins, boards and viewers)', () => {
  it('says the pin’s own title, as what the picture of its kind is', () => {
    expect(altTextFor('image', 'Cozy reading nook', 'A corner to read in.')).toBe('Cozy reading nook');
    expect(altTextFor('video', 'Ten minute yoga flow', '')).toBe('Still from the video “Ten minute yoga flow”');
    expect(altTextFor('story', 'Weeknight pasta', '')).toBe('Cover of the story “Weeknight pasta”');
  });

  it('falls back to the first sentence of the description, and to nothing without either', () => {
    expect(altTextFor('image', '  ', 'Bright kitchen with open shelves. Lots of plants!')).toBe('Bright kitchen with open shelves');
    expect(altTextFor('video', '', '')).toBe('');
  });

  it('every generated pin with alt text is described by its own title or description', () => {
    const { pins } = generateDataset({ pins: 400, users: 24, boards: 40, artworks: 12 });
    const withAlt = pins.filter((p) => p.alt_text !== '');
    expect(withAlt.length).toBeGreaterThan(50);
    expect(pins.some((p) => p.kind === 'video' && p.alt_text !== '')).toBe(true);
    for (const p of withAlt) expect(p.alt_text, `pin ${p.id}`).toBe(altTextFor(p.kind, p.title, p.description));
  });
});
