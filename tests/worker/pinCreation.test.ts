// Creating and editing pins (docs/rules/closeup-and-visitors.md#calls-spec-002-7): PinResource create from a finished upload, a
// data url or a story's pages; edit and delete by the pin's creator only, purging its bot pages;
// the creation pages, the pin editor and the section editor.
import { env } from 'cloudflare:workers';
import jpeg from 'jpeg-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { ALL_IMAGE_SIZES, sizeOf } from '#shared/images.ts';
import type { BoardDetail, BoardSectionSummary, Pin } from '#shared/types.ts';
import { dataUrl, makePng, RED, redAndBluePng } from '../fixtures/images.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { documentState, GOOGLEBOT_UA, request } from './helpers.ts';
import { withDns } from './security/dnsAnswers.ts';
import { registerUpload, sendFile, uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 30_000 };
afterEach(() => vi.restoreAllMocks());

async function boardOf(cookie: string, name: string) {
  const board = await call<BoardDetail>('BoardResource', 'create', { name }, cookie);
  if (board.status !== 201) throw new Error(JSON.stringify(board.error));
  return board.data;
}

/** A JPEG of a solid colour (jpeg-js, as the demo generator uses). */
function solidJpeg(width: number, height: number, rgb: readonly [number, number, number]): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  const encoded = jpeg.encode({ data, width, height }, 90).data;
  return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
}

describe('PinResource create from an upload (closeup-and-visitors: Calls)', () => {
  it('C46: makes a pin on a board and section from a finished upload; the board and closeup show it with every size', SLOW, async () => {
    const me = await signUp('creator');
    const board = await boardOf(me.cookie, 'My pictures');
    const section = await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'Reds' }, me.cookie);
    const upload = await uploadPicture(me.cookie, redAndBluePng(400, 600));
    const r = await call<Pin>(
      'PinResource',
      'create',
      {
        board_id: board.entityId,
        section: section.data.entityId,
        method: 'uploaded',
        image_url: upload.image_url,
        title: '  Red and blue  ',
        description: 'A picture I made.',
        link: 'https://www.example.com/red',
        alt_text: 'A red field beside a blue one',
      },
      me.cookie,
    );
    expect(r.status).toBe(201);
    const pin = r.data;
    expect(pin).toMatchObject({
      kind: 'image',
      title: 'Red and blue',
      description: 'A picture I made.',
      altText: 'A red field beside a blue one',
      link: 'https://www.example.com/red',
      domain: 'example.com',
      dominantColor: '#c81e1e',
      imageSignature: upload.image_signature,
      isRepin: false,
      pinner: { entityId: me.id },
      board: { entityId: board.entityId },
    });
    for (const size of ALL_IMAGE_SIZES.filter((s) => s !== 'originals')) {
      expect(pin.images[size], size).toEqual({ url: `/i/${size}/${upload.image_signature}.png`, ...sizeOf(size, 400, 600) });
    }
    const feed = await call<Pin[]>('BoardFeedResource', 'get', { board_id: board.entityId, section_id: section.data.entityId });
    expect(feed.data.map((p) => p.entityId)).toEqual([pin.entityId]);
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(board.entityId))).toBe(1);
    const closeup = await request(`/pin/${pin.entityId}/`);
    expect(closeup.status).toBe(200);
    expect(documentState(await closeup.text()).page.data).toMatchObject({ kind: 'pin', pin: { entityId: pin.entityId, title: 'Red and blue' } });
    // the upload is used: it never expires
    expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE id = ? AND used_at IS NOT NULL', Number(upload.upload_id))).toBe(1);
  });

  it('makes a pin from a JPEG, with "Uploaded by user" as its source when it has no link, on the profile without a board', SLOW, async () => {
    const me = await signUp('jpeg');
    const upload = await uploadPicture(me.cookie, solidJpeg(300, 200, [20, 160, 60]), 'photo.jpg', 'image/jpeg');
    expect(upload.image_url).toMatch(/\.jpg$/);
    const r = await call<Pin>('PinResource', 'create', { image_url: upload.image_url }, me.cookie);
    expect(r.status).toBe(201);
    expect(r.data.domain).toBe('Uploaded by user');
    expect(r.data.board?.layout).toBe('quick_saves');
    expect(r.data.dominantColor).toMatch(/^#1[0-9a-f]a[0-9a-f]3[0-9a-f]$/);
  });

  it('refuses a truncated JPEG at the upload url', SLOW, async () => {
    const me = await signUp('jpegcut');
    const whole = solidJpeg(64, 64, [1, 2, 3]);
    const sent = await sendFile(me.cookie, await registerUpload(me.cookie), whole.subarray(0, whole.length - 10), 'cut.jpg', 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(sent.error?.message).toMatch(/incomplete/);
  });

  it("refuses an upload that is not finished, is someone else's, or expired", SLOW, async () => {
    const me = await signUp('notready');
    const other = await signUp('otherup');
    const ticket = await registerUpload(me.cookie);
    const theirs = await uploadPicture(
      other.cookie,
      makePng(20, 20, () => [1, 99, 1]),
    );
    const refused = await call('PinResource', 'create', { image_url: theirs.image_url }, me.cookie);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/not one of your finished uploads/);
    const mine = await uploadPicture(
      me.cookie,
      makePng(20, 20, () => [1, 1, 99]),
    );
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, Number(mine.upload_id))
      .run();
    expect((await call('PinResource', 'create', { image_url: mine.image_url }, me.cookie)).status).toBe(400);
    expect((await call('PinResource', 'create', { image_url: `/i/736x/${'0'.repeat(32)}.png` }, me.cookie)).status).toBe(400);
    expect(ticket.status).toBe('registered');
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ?', Number(me.id))).toBe(0);
  });

  it('C46: accepts a data-URL image through image_base64, processed before the pin is written', SLOW, async () => {
    const me = await signUp('dataurl');
    const r = await call<Pin>(
      'PinResource',
      'create',
      { image_base64: dataUrl(makePng(120, 80, () => [...RED])), method: 'data_url', title: 'Pasted' },
      me.cookie,
    );
    expect(r.status).toBe(201);
    expect(r.data.dominantColor).toBe('#c81e1e');
    expect(r.data.images['236x']).toMatchObject({ width: 120, height: 80 });
    expect(await count("SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND status = 'succeeded' AND used_at IS NOT NULL", Number(me.id))).toBe(1);
  });

  it.each([
    ['a number', { image_base64: 42 }],
    ['an object', { image_url: { url: '/i/736x/x.png' } }],
    ['a list', { image_base64: ['data:image/png;base64,AAAA'] }],
    ['text that is no data url', { image_base64: 'not base64 at all!' }],
  ])('C46, C54: refuses %s as the image with "Invalid Image" (closeup-and-visitors: Validation, Errors)', async (_name, options) => {
    const me = await signUp('invalid');
    const r = await call('PinResource', 'create', options, me.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe('Invalid Image');
  });

  it('refuses a data url that is not a picture, and a pin with no picture or two', async () => {
    const me = await signUp('notpic');
    const text = await call('PinResource', 'create', { image_base64: dataUrl(new TextEncoder().encode('hello there, world')) }, me.cookie);
    expect(text.error?.message).toMatch(/text, not a picture/);
    expect((await call('PinResource', 'create', { title: 'No picture' }, me.cookie)).error?.message).toMatch(/Give the picture/);
    const both = await call('PinResource', 'create', { image_url: '/i/736x/a.png', image_base64: 'data:,' }, me.cookie);
    expect(both.error?.message).toMatch(/Give the picture/);
  });

  it('fetches a web image given as image_url and makes it a pin', SLOW, async () => {
    const me = await signUp('scraper');
    const png = makePng(90, 60, () => [30, 60, 200]);
    // made per call: a body made outside the worker's request could not be read inside it
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(withDns(async () => new Response(png as BodyInit, { headers: { 'content-type': 'image/png' } })));
    const r = await call<Pin>('PinResource', 'create', { image_url: 'https://images.example.com/blue.png', method: 'scraped' }, me.cookie);
    expect(r.status).toBe(201);
    expect(fetchSpy).toHaveBeenCalledWith('https://images.example.com/blue.png', expect.anything());
    expect(r.data.dominantColor).toBe('#1e3cc8');
    expect((await call('PinResource', 'create', { image_url: 'http://127.0.0.1/secret.png' }, me.cookie)).status).toBe(400);
  });

  it.each([
    ['javascript:alert(1)', /must be a web address/],
    ['ftp://example.com/file', /must be a web address/],
    ['https://blocked.example/offer', /blocked it/],
  ])('checks the destination link %s at save time', SLOW, async (link, message) => {
    const me = await signUp('linker');
    const upload = await uploadPicture(
      me.cookie,
      makePng(10, 10, () => [5, 5, 5]),
    );
    const r = await call('PinResource', 'create', { image_url: upload.image_url, link }, me.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(message);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ?', Number(me.id))).toBe(0);
  });

  it('A58: refuses a title over 200 characters and a description over 500', async () => {
    const me = await signUp('long');
    const long = await call('PinResource', 'create', { image_url: '/i/736x/a.png', title: 'x'.repeat(201) }, me.cookie);
    expect(long.error?.message).toMatch(/title: A title has at most 200 characters/);
    const desc = await call('PinResource', 'create', { image_url: '/i/736x/a.png', description: 'x'.repeat(501) }, me.cookie);
    expect(desc.error?.message).toMatch(/description: A description has at most 500 characters/);
  });

  it('refuses a board the member may not save to', SLOW, async () => {
    const me = await signUp('boardless');
    const other = await signUp('boardowner');
    const theirs = await boardOf(other.cookie, 'Theirs');
    const upload = await uploadPicture(
      me.cookie,
      makePng(10, 10, () => [7, 7, 7]),
    );
    expect((await call('PinResource', 'create', { image_url: upload.image_url, board_id: theirs.entityId }, me.cookie)).status).toBe(403);
  });
});

describe('story pins (PinResource create with story_pages)', () => {
  it('makes a three-page story that the closeup shows page by page', SLOW, async () => {
    const me = await signUp('storyteller');
    const board = await boardOf(me.cookie, 'Stories');
    const colours: Array<[number, number, number]> = [
      [200, 30, 30],
      [30, 200, 30],
      [30, 30, 200],
    ];
    const uploads = [];
    for (const c of colours)
      uploads.push(
        await uploadPicture(
          me.cookie,
          makePng(300, 400, () => c),
        ),
      );
    const r = await call<Pin>(
      'PinResource',
      'create',
      {
        board_id: board.entityId,
        method: 'story',
        title: 'Three colours',
        story_pages: [
          { image_url: uploads[0].image_url, text: 'Red first' },
          { image_url: uploads[1].image_url, text: 'Then green' },
          { image_url: uploads[2].image_url },
        ],
      },
      me.cookie,
    );
    expect(r.status).toBe(201);
    expect(r.data.kind).toBe('story');
    expect(r.data.imageSignature).toBe(uploads[0].image_signature);
    expect(r.data.storyPinData).toMatchObject({ staticPageCount: 3, totalVideoDuration: 0, metadata: { pinTitle: 'Three colours' } });
    const state = documentState(await (await request(`/pin/${r.data.entityId}/`)).text());
    const pin = (state.page.data as { pin: Pin }).pin;
    expect(pin.storyPinData!.pages.map((p) => p.blocks.map((b) => b.text ?? b.images?.['736x']?.url))).toEqual([
      [`/i/736x/${uploads[0].image_signature}.png`, 'Red first'],
      [`/i/736x/${uploads[1].image_signature}.png`, 'Then green'],
      [`/i/736x/${uploads[2].image_signature}.png`],
    ]);
    expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND used_at IS NOT NULL', Number(me.id))).toBe(3);
  });

  it('refuses a story of one page, an empty page, a first page without a picture, and a web image as a page', async () => {
    const me = await signUp('badstory');
    const one = await call('PinResource', 'create', { story_pages: [{ text: 'only' }] }, me.cookie);
    expect(one.error?.message).toMatch(/at least 2 pages/);
    const upload = await uploadPicture(
      me.cookie,
      makePng(10, 10, () => [9, 9, 9]),
    );
    const empty = await call('PinResource', 'create', { story_pages: [{ image_url: upload.image_url }, {}] }, me.cookie);
    expect(empty.error?.message).toMatch(/Page 2 is empty/);
    const textFirst = await call('PinResource', 'create', { story_pages: [{ text: 'a' }, { image_url: upload.image_url }] }, me.cookie);
    expect(textFirst.error?.message).toMatch(/first page of a story needs a picture/);
    const web = await call('PinResource', 'create', { story_pages: [{ image_url: upload.image_url }, { image_url: 'https://example.com/x.png' }] }, me.cookie);
    expect(web.error?.message).toMatch(/Page 2: a story's pictures must be your own uploads/);
    const tooMany = await call(
      'PinResource',
      'create',
      { story_pages: Array.from({ length: UPLOAD_LIMITS.storyMaxPages + 1 }, () => ({ text: 'x' })) },
      me.cookie,
    );
    expect(tooMany.error?.message).toMatch(/at most 20 pages/);
  });
});

describe('PinResource update and delete: the creator only', () => {
  async function myPin(prefix: string) {
    const me = await signUp(prefix);
    const board = await boardOf(me.cookie, 'Editing');
    const upload = await uploadPicture(
      me.cookie,
      makePng(40, 40, () => [99, 10, 10]),
    );
    const pin = (await call<Pin>('PinResource', 'create', { board_id: board.entityId, image_url: upload.image_url, title: 'Before' }, me.cookie)).data;
    return { me, board, pin };
  }

  it('edits title, description, link, alt text, board and section, and purges its bot pages', SLOW, async () => {
    const { me, board, pin } = await myPin('editor');
    const other = await boardOf(me.cookie, 'Elsewhere');
    const section = await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: other.entityId, name: 'Part' }, me.cookie);
    const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
    expect((await request(`/pin/${pin.entityId}/`, bot)).headers.get('x-bot-cache')).toBe('MISS');
    expect((await request(`/pin/${pin.entityId}/`, bot)).headers.get('x-bot-cache')).toBe('HIT');
    const r = await call<Pin>(
      'PinResource',
      'update',
      {
        id: pin.entityId,
        title: 'After',
        description: 'Now described',
        link: 'https://example.org/after',
        alt_text: 'A dark red square',
        board_id: other.entityId,
        section: section.data.entityId,
      },
      me.cookie,
    );
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      title: 'After',
      description: 'Now described',
      link: 'https://example.org/after',
      domain: 'example.org',
      altText: 'A dark red square',
    });
    expect(r.data.board?.entityId).toBe(other.entityId);
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(board.entityId))).toBe(0);
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(other.entityId))).toBe(1);
    expect(await count('SELECT section_id AS n FROM pins WHERE id = ?', Number(pin.entityId))).toBe(Number(section.data.entityId));
    const after = await request(`/pin/${pin.entityId}/`, bot);
    expect(after.headers.get('x-bot-cache')).toBe('MISS');
    expect(await after.text()).toContain('After');
    // the link is checked at save time on edits too; a removed link leaves "Uploaded by user"
    expect((await call('PinResource', 'update', { id: pin.entityId, link: 'https://suspicious.example/' }, me.cookie)).status).toBe(400);
    const cleared = await call<Pin>('PinResource', 'update', { id: pin.entityId, link: null }, me.cookie);
    expect(cleared.data).toMatchObject({ link: null, domain: 'Uploaded by user', title: 'After' });
  });

  it('refuses edits and deletes by anyone but the creator', SLOW, async () => {
    const { pin } = await myPin('owned');
    const stranger = await signUp('stranger');
    expect((await call('PinResource', 'update', { id: pin.entityId, title: 'Mine now' }, stranger.cookie)).status).toBe(403);
    expect((await call('PinResource', 'delete', { id: pin.entityId }, stranger.cookie)).status).toBe(403);
    expect((await call('PinResource', 'update', { id: pin.entityId, title: 'x' })).status).toBe(401);
    expect((await call<Pin>('PinResource', 'get', { id: pin.entityId })).data.title).toBe('Before');
  });

  it('C51: deletes: the closeup says "Removed by the creator", the board no longer counts it, its bot pages are purged', SLOW, async () => {
    const { me, board, pin } = await myPin('deleter');
    const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
    await request(`/pin/${pin.entityId}/`, bot);
    expect((await request(`/pin/${pin.entityId}/`, bot)).headers.get('x-bot-cache')).toBe('HIT');
    const r = await call('PinResource', 'delete', { id: pin.entityId, client_tracking_params: 'abc' }, me.cookie);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ deleted: pin.entityId });
    const closeup = await request(`/pin/${pin.entityId}/`);
    expect(closeup.status).toBe(410);
    expect(await closeup.text()).toContain('Removed by the creator');
    expect((await request(`/pin/${pin.entityId}/`, bot)).headers.get('x-bot-cache')).toBe('MISS');
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(board.entityId))).toBe(0);
    expect((await call('PinResource', 'delete', { id: pin.entityId }, me.cookie)).status).toBe(404);
  });
});

describe('pages: the creation tools, the pin editor and the section editor', () => {
  it.each([
    ['/pin-builder/', 'pinBuilder'],
    ['/pin-creation-tool/', 'pinBuilder'],
    ['/pin/create/', 'pinBuilder'],
    ['/pin-editor/', 'pinBuilder'],
    ['/idea-pin-builder/', 'storyBuilder'],
    ['/story-pin-builder/', 'storyBuilder'],
    ['/idea-ads-tool/', 'storyBuilder'],
  ])('C5, C18: %s is the %s for members and the login page for visitors', async (path, kind) => {
    const me = await signUp('builder');
    const member = await request(path, { headers: { cookie: me.cookie } });
    expect(member.status).toBe(200);
    expect(documentState(await member.text()).page.data.kind).toBe(kind);
    const visitor = documentState(await (await request(path)).text()).page;
    expect(visitor.data).toMatchObject({ kind: 'login' });
    expect(visitor.head.title).toMatch(/^Log in to create a Pin or board/);
  });

  it('C3: /pin/{id}/edit/ is the editor for the creator and 404 for everyone else', SLOW, async () => {
    const me = await signUp('pageedit');
    const upload = await uploadPicture(
      me.cookie,
      makePng(10, 10, () => [3, 3, 3]),
    );
    const pin = (await call<Pin>('PinResource', 'create', { image_url: upload.image_url }, me.cookie)).data;
    const mine = await request(`/pin/${pin.entityId}/edit/`, { headers: { cookie: me.cookie } });
    expect(mine.status).toBe(200);
    expect(documentState(await mine.text()).page.data).toMatchObject({ kind: 'pinEdit', pin: { entityId: pin.entityId } });
    const stranger = await signUp('pagestranger');
    expect((await request(`/pin/${pin.entityId}/edit/`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect(documentState(await (await request(`/pin/${pin.entityId}/edit/`)).text()).page.data).toEqual({ kind: 'login', next: `/pin/${pin.entityId}/edit/` });
  });

  it('C3, C58, C100: a visitor opening /pin/{id}/edit/ gets the login page titled "Log in to edit this Pin" (closeup-and-visitors: Constants)', async () => {
    const pin = (await env.DB.prepare('SELECT id FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1').first<{ id: number }>())!;
    const response = await request(`/pin/${pin.id}/edit/`);
    const html = await response.text();
    const page = documentState(html).page;
    expect(page.data).toMatchObject({ kind: 'login' });
    expect(page.head.title).toMatch(/^Log in to edit this Pin/);
    expect(html).toMatch(/<title>Log in to edit this Pin/);
  });

  it('C9: /boardsection/{id}/edit/ is for the board owner; merging moves the pins and removes the section', SLOW, async () => {
    const me = await signUp('sections');
    const board = await boardOf(me.cookie, 'Sectioned');
    const a = (await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'A' }, me.cookie)).data;
    const b = (await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'B' }, me.cookie)).data;
    const upload = await uploadPicture(
      me.cookie,
      makePng(10, 10, () => [4, 4, 4]),
    );
    const pin = (await call<Pin>('PinResource', 'create', { image_url: upload.image_url, board_id: board.entityId, section: a.entityId }, me.cookie)).data;
    const page = await request(`/boardsection/${a.entityId}/edit/`, { headers: { cookie: me.cookie } });
    expect(page.status).toBe(200);
    const data = documentState(await page.text()).page.data;
    expect(data).toMatchObject({ kind: 'sectionEdit', section: { entityId: a.entityId, pinCount: 1 }, sections: [{ entityId: b.entityId }] });
    const stranger = await signUp('sectionstranger');
    expect((await request(`/boardsection/${a.entityId}/edit/`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await call('BoardSectionMergeResource', 'create', { section_id: a.entityId, into_section_id: b.entityId }, stranger.cookie)).status).toBe(403);
    const merged = await call<BoardSectionSummary>('BoardSectionMergeResource', 'create', { section_id: a.entityId, into_section_id: b.entityId }, me.cookie);
    expect(merged.status).toBe(200);
    expect(merged.data).toMatchObject({ entityId: b.entityId, pinCount: 1 });
    expect(await count('SELECT section_id AS n FROM pins WHERE id = ?', Number(pin.entityId))).toBe(Number(b.entityId));
    expect(await count('SELECT COUNT(*) AS n FROM board_sections WHERE id = ?', Number(a.entityId))).toBe(0);
    expect((await call('BoardSectionMergeResource', 'create', { section_id: b.entityId, into_section_id: b.entityId }, me.cookie)).status).toBe(400);
  });
});
