// The installed site's icons and colours (shared/appInstall/manifest.ts): the build draws real PNG
// files of the sizes the manifest states, and the colours are the site's own CSS tokens.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, SITE_COLOURS } from '#shared/appInstall/manifest.ts';
import { appIconFiles } from '../../scripts/lib/appIcons.ts';

/** A CSS colour token's value in a stylesheet's rule for `selector`, as #rrggbb. */
function token(file: string, selector: string, name: string): string {
  const css = readFileSync(file, 'utf8');
  const rule = css.slice(css.indexOf(selector));
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]+)`, 'i').exec(rule)?.[1] ?? '';
  return value.length === 4 ? `#${[...value.slice(1)].map((d) => d + d).join('')}` : value.toLowerCase();
}

/** Size and the RGBA of one pixel of an unfiltered 8-bit RGBA PNG. */
function readPng(png: Buffer, at: { x: number; y: number }) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let idat = Buffer.alloc(0);
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT') idat = Buffer.concat([idat, png.subarray(offset + 8, offset + 8 + length)]);
    offset += length + 12;
  }
  const rows = inflateSync(idat);
  const start = at.y * (width * 4 + 1) + 1 + at.x * 4;
  return { width, height, pixel: [...rows.subarray(start, start + 4)] };
}

const FILES = appIconFiles();

describe('the installed site looks like the site (docs/architecture.md: Visitors, invites, limited login and onboarding)', () => {
  it('its colours are the CSS tokens: --bg of the light and dark themes, --accent', () => {
    expect(token('client/styles.css', ':root', '--bg')).toBe(SITE_COLOURS.light);
    expect(token('client/styles.css', ':root', '--accent')).toBe(SITE_COLOURS.accent);
    expect(token('client/features/theme/theme.css', 'html[data-theme="dark"]', '--bg')).toBe(SITE_COLOURS.dark);
  });

  it.each(Object.values(APP_ICONS))('$path is a $size px PNG: the red mark, transparent corners unless maskable', (icon) => {
    const file = FILES.find((f) => `/${f.fileName}` === icon.path);
    expect(file).toBeDefined();
    const corner = readPng(file?.source ?? Buffer.alloc(0), { x: 0, y: 0 });
    expect([corner.width, corner.height]).toEqual([icon.size, icon.size]);
    const accent = [1, 3, 5].map((i) => Number.parseInt(SITE_COLOURS.accent.slice(i, i + 2), 16));
    expect(corner.pixel).toEqual(icon.purpose === 'maskable' ? [...accent, 255] : [0, 0, 0, 0]);
    // Left of the P's stem, halfway down: the accent red.
    expect(readPng(file?.source ?? Buffer.alloc(0), { x: Math.round(icon.size * 0.2), y: icon.size / 2 }).pixel).toEqual([...accent, 255]);
  });
});
