import type { PinExtras, TargetingAttribution } from '../../../shared/types.ts';
import { REACTION_TYPES, sentences, slugify, titleFor } from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { Theme } from '../words.ts';
import { AGE_BUCKETS, COUNTRY_LOCALES, FILLER_SENTENCES, GEO_REGIONS, HASHTAGS, KEYWORDS, POSTAL_CODES } from '../words.ts';

/** The pin text writers, drawing from `pinRng`; `counters.ad` is the number of ads made so far. */
export function pinTextWriters(pinRng: Rng, counters: { ad: number }) {
  const randomLink = (t: Theme, title: string): { link: string; siteName: string } => {
    const [host, siteName] = pinRng.pick(t.sites);
    const scheme = pinRng.chance(0.15) ? 'http' : 'https';
    const path = slugify(title || pinRng.pick(t.nouns)).slice(0, 60);
    const query = pinRng.chance(0.2) ? '?utm_source=pinboard&utm_medium=social' : '';
    return { link: `${scheme}://${host}/${pinRng.chance(0.3) ? `${pinRng.int(2019, 2024)}/` : ''}${path}/${query}`, siteName };
  };
  const trackingParams = (): string => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let s = 'CwABAAAAE';
    for (let k = 0; k < 39; k++) s += alphabet[pinRng.int(0, alphabet.length - 1)];
    return s;
  };
  const targeting = (t: Theme, n: number): TargetingAttribution => {
    const out: TargetingAttribution = {};
    const forceGender = counters.ad % 3 === 0;
    const forceDevice = counters.ad % 2 === 0;
    if (forceGender) out.matchedGender = 'unspecified';
    const keys: Array<keyof TargetingAttribution> = pinRng.shuffle([
      'customerList',
      'lookalike',
      'engagement',
      'expandedTargeting',
      'gpsLocation',
      'visitor',
      'shoppingProspecting',
      'personaMatch',
      'matchedAgeBucket',
      'matchedLocale',
      'matchedInterest',
      'matchedGender',
      'matchedDevice',
      'matchedKeyword',
      'geoRegion',
      'geoPostalCode',
    ]);
    if (forceDevice) out.matchedDevice = 'AppType_WEB';
    for (const key of keys) {
      if (Object.keys(out).length >= n) break;
      if (key in out) continue;
      switch (key) {
        case 'matchedAgeBucket':
          out.matchedAgeBucket = pinRng.pick(AGE_BUCKETS);
          break;
        case 'matchedLocale':
          out.matchedLocale = pinRng.pick(COUNTRY_LOCALES)[1];
          break;
        case 'matchedInterest':
          out.matchedInterest = pinRng.pick(t.interests);
          break;
        case 'matchedGender':
          out.matchedGender = pinRng.pick(['female', 'male', 'unspecified']);
          break;
        case 'matchedDevice':
          out.matchedDevice = pinRng.pick(['AppType_WEB', 'AppType_WEB_MOBILE', 'AppType_WEB_DENZEL']);
          break;
        case 'matchedKeyword':
          out.matchedKeyword = pinRng.pick(KEYWORDS);
          break;
        case 'geoRegion':
          out.geoRegion = pinRng.pick(GEO_REGIONS);
          break;
        case 'geoPostalCode':
          out.geoPostalCode = pinRng.pick(POSTAL_CODES);
          break;
        default:
          Object.assign(out, { [key]: true });
      }
    }
    // a few explicit "off" flags, which are not signals
    if (pinRng.chance(0.3)) out.lookalike = out.lookalike ?? false;
    return out;
  };
  const annotations = (t: Theme, rich: boolean): PinExtras['pinJoin'] => {
    const names = pinRng.sample(t.annotations, rich ? pinRng.int(3, 6) : pinRng.int(1, 2));
    const join: NonNullable<PinExtras['pinJoin']> = { visualAnnotation: names };
    if (rich && pinRng.chance(0.6)) {
      join.annotationsWithLinksArray = names.slice(0, pinRng.int(2, Math.min(4, names.length))).map((name) => ({
        name,
        url: `/search/pins/?q=${encodeURIComponent(name.toLowerCase())}&rs=pin_annotation`,
      }));
    }
    return join;
  };
  const reactions = (min: number, max: number): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const type of pinRng.sample(REACTION_TYPES, pinRng.int(min, max))) {
      out[type] = pinRng.chance(0.3) ? pinRng.int(100, 25_000) : pinRng.int(1, 99);
    }
    return out;
  };
  const description = (t: Theme): string => {
    const r = pinRng.next();
    if (r < 0.08) return '';
    if (r < 0.18) {
      const parts = sentences(pinRng, t, 3);
      return `  ${parts[0]}   ${parts[1] ?? ''}\n\n\t${parts[2] ?? ''}  `;
    }
    if (r < 0.21) {
      let text = '';
      while (text.length < 650) text += (text ? ' ' : '') + pinRng.pick([...t.sentences, ...FILLER_SENTENCES]);
      return text;
    }
    let text = sentences(pinRng, t, pinRng.int(1, 3)).join(' ');
    if (pinRng.chance(0.12)) text += ` ${pinRng.sample(HASHTAGS, 2).join(' ')}`;
    return text;
  };
  const title = (t: Theme): string => {
    const r = pinRng.next();
    if (r < 0.02) return '';
    if (r < 0.04) {
      let text = `${titleFor(pinRng, t)}.`;
      while (text.length < 172) text += ` ${pinRng.pick([...t.sentences, ...FILLER_SENTENCES])}`;
      return `   ${text.slice(0, 176).trim()}  \n`;
    }
    return titleFor(pinRng, t);
  };
  const descriptionHtml = (text: string): string => {
    const parts = text
      .split(/(?<=\.)\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.length === 0) return '';
    const [first, ...rest] = parts.map((s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    return `<p><strong>${first}</strong></p>${rest.length ? `<p>${rest.join('<br>')}</p>` : ''}`;
  };
  return { randomLink, trackingParams, targeting, annotations, reactions, description, title, descriptionHtml };
}

export type PinTextWriters = ReturnType<typeof pinTextWriters>;
