// Forms post (docs/security.md#secrets-in-forms-and-urls): forms that only worked with JavaScript (the board
// editor, sections, a conversation reply, the survey) work without it. Each is read from its page as the server
// sends it, filled in as a browser would (hidden fields, defaults, a box left unticked), posted to its action as
// a page form, and must answer 303 and make its change.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoIds, demoIds } from '../catalogue.ts';
import { ORIGIN, request, sessionCookie } from '../helpers.ts';
import { freshIp } from './helpers.ts';

interface PageFormFields {
  action: string;
  fields: Array<[string, string]>;
}

/** The forms of a page, each with the fields a browser would send untouched (disabled fields and unticked boxes left out). */
async function pageForms(path: string, cookie: string): Promise<PageFormFields[]> {
  const response = await request(path, { headers: { cookie, 'cf-connecting-ip': freshIp() } });
  expect(response.status).toBe(200);
  const forms: PageFormFields[] = [];
  let open: PageFormFields | null = null;
  let select: { name: string; first: string | null; chosen: string | null } | null = null;
  let textarea: { name: string; text: string } | null = null;
  await new HTMLRewriter()
    .on('form', {
      element(e) {
        open = { action: e.getAttribute('action') ?? '', fields: [] };
        forms.push(open);
      },
    })
    .on('input', {
      element(e) {
        const name = e.getAttribute('name');
        const type = (e.getAttribute('type') ?? 'text').toLowerCase();
        if (!open || !name || e.hasAttribute('disabled')) return;
        if ((type === 'checkbox' || type === 'radio') && !e.hasAttribute('checked')) return;
        open.fields.push([name, e.getAttribute('value') ?? (type === 'checkbox' ? 'on' : '')]);
      },
    })
    .on('select', {
      element(e) {
        const name = e.getAttribute('name');
        if (!open || !name) return;
        const form = open;
        select = { name, first: null, chosen: null };
        e.onEndTag(() => {
          if (select) form.fields.push([select.name, select.chosen ?? select.first ?? '']);
          select = null;
        });
      },
    })
    .on('option', {
      element(e) {
        if (!select) return;
        const value = e.getAttribute('value') ?? '';
        select.first ??= value;
        if (e.hasAttribute('selected')) select.chosen = value;
      },
    })
    .on('textarea', {
      element(e) {
        const name = e.getAttribute('name');
        if (!open || !name) return;
        const form = open;
        textarea = { name, text: '' };
        e.onEndTag(() => {
          if (textarea) form.fields.push([textarea.name, textarea.text]);
          textarea = null;
        });
      },
      text(t) {
        if (textarea) textarea.text += t.text;
      },
    })
    .transform(response)
    .text();
  return forms;
}

/** Posts the form of `page` whose action is `action`, with `changes` typed over its fields, as a browser without JavaScript does. */
async function submit(page: string, action: string, cookie: string, changes: Record<string, string>, pick = 0): Promise<Response> {
  const form = (await pageForms(page, cookie)).filter((f) => f.action === action)[pick];
  expect(form, `${page} has a form posting to ${action}`).toBeDefined();
  // A typed value replaces the last field of its name (a box's hidden false stays before it); a choice not made yet is added.
  const body = new URLSearchParams(form!.fields);
  for (const [name, value] of Object.entries(changes)) {
    const all = body.getAll(name);
    body.delete(name);
    for (const kept of all.slice(0, -1)) body.append(name, kept);
    body.append(name, value);
  }
  const answer = await request(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, referer: `${ORIGIN}${page}`, cookie, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
    body: body.toString(),
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toMatch(/^\//);
  return answer;
}

let ids: DemoIds;
let cookie: string;
beforeAll(async () => {
  ids = await demoIds();
  cookie = await sessionCookie(Number(ids.users.member));
});

const one = <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();

describe('forms post: a form works without JavaScript (security: Secrets in forms and urls)', () => {
  it('forms post: the board editor saves its texts, and a box left unticked is sent as false', async () => {
    const { boardId } = ids.params;
    await env.DB.prepare('UPDATE boards SET archived = 1 WHERE id = ?').bind(Number(boardId)).run();
    const page = `/board/${boardId}/edit/`;
    await submit(page, '/resource/BoardResource/update/', cookie, { description: 'Saved without JavaScript', archived: 'false' });
    const board = await one<{ description: string; archived: number; privacy: string }>(
      'SELECT description, archived, privacy FROM boards WHERE id = ?',
      Number(boardId),
    );
    expect(board).toEqual({ description: 'Saved without JavaScript', archived: 0, privacy: 'public' });
  });

  it('forms post: a section is added, renamed and merged from the board and section editors', async () => {
    const { boardId } = ids.params;
    await submit(`/board/${boardId}/edit/`, '/resource/BoardSectionResource/create/', cookie, { name: 'Made without script' });
    const made = await one<{ id: number }>('SELECT id FROM board_sections WHERE board_id = ? AND name = ?', Number(boardId), 'Made without script');
    expect(made).not.toBeNull();
    await submit(`/boardsection/${made!.id}/edit/`, '/resource/BoardSectionResource/update/', cookie, { name: 'Renamed without script' });
    expect(await one('SELECT name FROM board_sections WHERE id = ?', made!.id)).toEqual({ name: 'Renamed without script' });
    const merged = await submit(`/boardsection/${made!.id}/edit/`, '/resource/BoardSectionMergeResource/create/', cookie, {});
    expect(merged.headers.get('location')).not.toContain('/boardsection/');
    expect(await one('SELECT id FROM board_sections WHERE id = ?', made!.id)).toBeNull();
  });

  it('forms post: a conversation reply is sent', async () => {
    const { conversationId } = ids.params;
    await submit(`/conversation/${conversationId}/`, '/resource/ConversationMessagesResource/create/', cookie, { text: 'Replied without JavaScript' });
    expect(await one('SELECT conversation_id FROM conversation_messages WHERE text = ?', 'Replied without JavaScript')).toEqual({
      conversation_id: Number(conversationId),
    });
  });

  it('forms post: the survey is answered', async () => {
    await submit('/email/user_survey/', '/resource/UserSurveyResource/create/', cookie, { satisfaction: '4', comment: 'Answered without JavaScript' });
    expect(await one('SELECT satisfaction FROM user_survey_answers WHERE comment = ?', 'Answered without JavaScript')).toEqual({ satisfaction: 4 });
  });

  it('forms post: an ad account promotes its own pin from the quick-promote page in a new campaign', async () => {
    const partnerId = Number(ids.users.partner);
    const partner = await sessionCookie(partnerId);
    const admin = (await one<{ business_id: number }>("SELECT business_id FROM business_access WHERE member_id = ? AND role = 'admin'", partnerId))!;
    const pin = (await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
       SELECT ?1, NULL, 'image', 'Promoted without script', image_signature, '{}', ?2 FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
    )
      .bind(admin.business_id, Date.now())
      .first<{ id: number }>())!;
    await submit(`/advertiser/quick-promote/?pin_id=${pin.id}`, '/resource/QuickPromoteResource/create/', partner, {});
    expect(await one('SELECT is_promoted, promoter_id FROM pins WHERE id = ?', pin.id)).toEqual({ is_promoted: 1, promoter_id: admin.business_id });
  });
});
