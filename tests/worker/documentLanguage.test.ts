// The page's language is the product's, English: <html lang="en"> whatever the browser's
// Accept-Language asks, so screen readers and translators read the page as what it is.
import { describe, expect, it } from 'vitest';
import { request } from './helpers.ts';

describe('delivery: the document language', () => {
  it.each(['fr-FR,fr;q=0.9', 'de', 'en-GB', ''])('<html lang="en"> with Accept-Language %j (pin-card: Screens and routes)', async (language) => {
    const html = await (await request('/', { headers: { accept: 'text/html', 'accept-language': language } })).text();
    expect(html).toMatch(/<html lang="en"[ >]/);
  });
});
