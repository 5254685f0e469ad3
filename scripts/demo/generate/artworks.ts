import { type Artwork, type ArtworkStyle, hslToHex, type ImageRow } from '../dataset.ts';
import type { Rng } from '../random.ts';

/** The artworks, their image rows and each picture's height / width. */
export interface ArtworkSet {
  artworks: Artwork[];
  images: ImageRow[];
  artAspect: Map<string, number>;
}

export function generateArtworks(root: Rng, artworkCount: number): ArtworkSet {
  const artRng = root.fork('artworks');
  const artworks: Artwork[] = [];
  const styles: ArtworkStyle[] = ['bands', 'orbs', 'stripes', 'hills', 'blocks', 'rings'];
  const seenSig = new Set<string>();
  for (let i = 0; i < artworkCount; i++) {
    let signature = artRng.hex(32);
    while (seenSig.has(signature)) signature = artRng.hex(32);
    seenSig.add(signature);
    const width = artRng.int(300, 500) * 2;
    let ratio: number;
    if (i === 0) ratio = 2.2;
    else if (i === 1) ratio = 0.5;
    else if (i === 2) ratio = 1;
    else {
      const r = artRng.next();
      if (r < 0.12) ratio = artRng.float(0.5, 0.95);
      else if (r < 0.2) ratio = 1;
      else if (r < 0.3) ratio = artRng.float(1.05, 1.25);
      else if (r < 0.82) ratio = artRng.float(1.25, 1.55);
      else ratio = artRng.float(1.55, 2.2);
    }
    const height = Math.round(width * ratio);
    const hue = artRng.float(0, 360);
    const sat = artRng.chance(0.25) ? artRng.float(0.1, 0.3) : artRng.float(0.3, 0.75);
    const light = artRng.float(0.35, 0.7);
    const dominantColor = hslToHex(hue, sat, light);
    const palette: string[] = [];
    const spread = artRng.pick([20, 35, 60, 150, 180]);
    for (let p = 0; p < 5; p++) {
      palette.push(
        hslToHex(
          (hue + artRng.float(-spread, spread) + 360) % 360,
          Math.min(1, Math.max(0.05, sat + artRng.float(-0.2, 0.25))),
          Math.min(0.92, Math.max(0.12, light + artRng.float(-0.3, 0.3))),
        ),
      );
    }
    artworks.push({
      signature,
      ext: 'jpg',
      width,
      height,
      dominantColor,
      palette,
      style: i < styles.length ? styles[i] : artRng.pick(styles),
      seed: artRng.int(1, 0x7fffffff),
    });
  }
  const images: ImageRow[] = artworks.map((a) => ({
    signature: a.signature,
    ext: a.ext,
    width: a.width,
    height: a.height,
    dominant_color: a.dominantColor,
  }));
  const artAspect = new Map(artworks.map((a) => [a.signature, a.height / a.width]));
  return { artworks, images, artAspect };
}
