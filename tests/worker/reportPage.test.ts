// /pin/{id}/report/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the report dialog's steps as plain
// forms for a member without JavaScript: the reasons, the confirmation of one reason (a page form
// posting to PinFeedbackResource), then "Reported" with the thanks line; visitors get the login
// page; a pin the member may not see is a 404; a bad reason changes nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signUp } from './accountHelpers.ts';
import { documentState, firstId, ORIGIN, request } from './helpers.ts';

const visiblePin = () =>
  firstId("SELECT id FROM pins WHERE kind = 'image' AND deleted_at IS NULL AND origin_pin_id IS NULL AND is_promoted = 0 ORDER BY id LIMIT 1 OFFSET 3");

const page = async (path: string, cookie?: string) => {
  const response = await request(path, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { status: response.status, html, state: documentState(html).page };
};

function post(fields: Record<string, string>, cookie: string, from: string) {
  return request('/resource/PinFeedbackResource/update/', {
    method: 'POST',
    headers: { origin: ORIGIN, referer: `${ORIGIN}${from}`, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const filed = async (userId: string, pinId: number) =>
  (await env.DB.prepare('SELECT status, report_reason FROM pin_feedback WHERE user_id = ? AND pin_id = ?').bind(Number(userId), pinId).all()).results;

describe('reporting a pin without JavaScript (pin-card: Card states and the save flow)', () => {
  it('A33: the reasons, then the confirmation of the chosen one, then the report is filed with it and the page shows the thanks line (pin-card: Card states and the save flow)', async () => {
    const member = await signUp('reportpage');
    const pinId = await visiblePin();
    const here = `/pin/${pinId}/report/`;

    const reasons = await page(here, member.cookie);
    expect(reasons.status).toBe(200);
    expect(reasons.state.data).toMatchObject({ kind: 'pinReport', pinId: String(pinId), reason: null, reported: false });
    expect(reasons.html).toContain('Why are you reporting this Pin?');
    expect(reasons.html).toContain('name="reason" value="harassment"');
    expect(reasons.html).not.toContain('action="/resource/PinFeedbackResource/update/"');

    // An unknown reason is the reasons step again; nothing is filed by looking.
    expect((await page(`${here}?reason=rude`, member.cookie)).state.data).toMatchObject({ reason: null });
    const confirm = await page(`${here}?reason=harassment`, member.cookie);
    expect(confirm.state.data).toMatchObject({ reason: 'harassment', reported: false });
    expect(confirm.html).toContain('Report this Pin for “Harassment or bullying”?');
    expect(confirm.html).toContain('action="/resource/PinFeedbackResource/update/"');
    expect(await filed(member.id, pinId)).toEqual([]);

    // A forged reason is refused back to the confirmation and files nothing.
    const forged = await post({ pin_id: String(pinId), status: 'reported', report_reason: 'rude', next: here }, member.cookie, `${here}?reason=harassment`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`${here}?reason=harassment`);
    expect(await filed(member.id, pinId)).toEqual([]);

    const sent = await post({ pin_id: String(pinId), status: 'reported', report_reason: 'harassment', next: here }, member.cookie, `${here}?reason=harassment`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(here);
    expect(await filed(member.id, pinId)).toEqual([{ status: 'reported', report_reason: 'harassment' }]);
    const done = await page(here, member.cookie);
    expect(done.state.data).toMatchObject({ reported: true });
    expect(done.html).toContain('Thanks for helping keep our community safe.');
  });

  it('a visitor gets the login page; a pin the member may not see, or no pin, is a 404 (pin-card: Card states and the save flow)', async () => {
    const pinId = await visiblePin();
    const visitor = await page(`/pin/${pinId}/report/`);
    expect(visitor.state.data.kind).toBe('login');
    expect(visitor.html).toContain('Log in to report this Pin');
    const member = await signUp('reportpage404');
    expect((await page('/pin/999999999/report/', member.cookie)).status).toBe(404);
    const secret = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1");
    expect((await page(`/pin/${secret}/report/`, member.cookie)).status).toBe(404);
  });

  it('the closeup HTML, before any JavaScript, has Report Pin as a link to the report page (a member and a visitor) (pin-card: Card states and the save flow)', async () => {
    const member = await signUp('reportlink');
    const pinId = await visiblePin();
    for (const cookie of [member.cookie, undefined]) {
      const closeup = await page(`/pin/${pinId}/`, cookie);
      expect(closeup.status).toBe(200);
      expect(closeup.html).toMatch(new RegExp(`<a role="menuitem" class="popup__item" href="/pin/${pinId}/report/">Report Pin</a>`));
      expect(closeup.html).toMatch(/<button[^>]*popovertarget="[^"]+"[^>]*data-test-id="more-button"/i);
    }
  });
});
