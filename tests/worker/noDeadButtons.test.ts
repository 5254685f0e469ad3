// No dead buttons without JavaScript (docs/architecture.md#page-forms-before-and-without-javascript): every page of the
// route catalogue, as a visitor and as a member, has no `<button type="button">` a person can see before scripts run,
// unless it opens the browser's own popover (`popovertarget`, which needs no script). A control that needs the client
// is inside a part marked `data-needs-js` (hidden until the page has hydrated, client/styles.css); every other one is
// a real form's submit button or a link.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cataloguePaths, demoIds, type Persona } from './catalogue.ts';
import { BROWSER_UA, request, sessionCookie } from './helpers.ts';

/** The dead buttons of one page's HTML: each button of type "button" outside a `data-needs-js` part, by its text. */
async function deadButtons(html: string): Promise<string[]> {
  const dead: string[] = [];
  let needsScript = 0;
  let current: { tag: string; label: string | null; text: string } | null = null;
  await new HTMLRewriter()
    .on('[data-needs-js]', {
      element(el) {
        needsScript++;
        el.onEndTag(() => {
          needsScript--;
        });
      },
    })
    .on('button', {
      element(el) {
        const native = el.hasAttribute('popovertarget');
        if (el.getAttribute('type') !== 'button' || native || needsScript > 0) return;
        const testId = el.getAttribute('data-test-id');
        const found = {
          tag: `<button class="${el.getAttribute('class') ?? ''}"${testId ? ` data-test-id="${testId}"` : ''}>`,
          label: el.getAttribute('aria-label'),
          text: '',
        };
        current = found;
        el.onEndTag(() => {
          dead.push(`${found.tag} "${(found.label ?? found.text).trim()}"`);
          current = null;
        });
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return dead;
}

/**
 * The catalogue's closeup is one image pin; a closeup draws other controls for other kinds (a carousel's arrows and dots,
 * a story's pages, a collection's items), so the walk opens the closeup of the richest pin of every kind as well.
 */
async function closeupOfEveryKind(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT (SELECT p.id FROM pins p WHERE p.kind = k.kind AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL
               ORDER BY length(p.data) DESC, p.id LIMIT 1) AS id
       FROM (SELECT DISTINCT kind FROM pins) k`,
  ).all<{ id: number | null }>();
  return results.flatMap((r) => (r.id === null ? [] : [`/pin/${r.id}/`]));
}

/** Chrome on an Android phone: a phone's pages hold controls of their own (the app upsell bar, the sheets). */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('no dead buttons without JavaScript (architecture: Page forms before and without JavaScript)', () => {
  it.each<[Persona, string, string]>([
    ['visitor', 'a desktop', BROWSER_UA],
    ['visitor', 'a phone', PHONE_UA],
    ['member', 'a desktop', BROWSER_UA],
    ['member', 'a phone', PHONE_UA],
  ])(
    'every catalogue page a %s opens on %s has no button that needs a script it does not hide until it runs',
    { timeout: 120_000 },
    async (persona, _, userAgent) => {
      const ids = await demoIds();
      const cookie = persona === 'member' ? await sessionCookie(Number(ids.users.member)) : '';
      const found: string[] = [];
      let pages = 0;
      const closeups = await closeupOfEveryKind();
      expect(closeups.length).toBeGreaterThan(8);
      for (const path of [...cataloguePaths(ids), ...closeups]) {
        const response = await request(path, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
        pages++;
        for (const button of new Set(await deadButtons(await response.text()))) found.push(`${path}: ${button}`);
      }
      expect(pages).toBeGreaterThan(50);
      expect(found).toEqual([]);
    },
  );
});
