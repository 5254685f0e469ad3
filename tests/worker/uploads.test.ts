// Uploads (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#constants-spec-002-9): VIPResource registers an upload, the file goes to its
// upload url (refused by its bytes, nothing stored), the queue makes every size of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3
// with the Images binding, retries a failed step and fails an upload past its retries, and an
// upload never used expires. The upload states: registered → processing → succeeded | failed.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UploadState } from '#shared/api/uploads.ts';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { issuedId, type UploadId } from '#shared/ids.ts';
import { ALL_IMAGE_SIZES, formKey, imageKey, sizeOf, webpKey } from '#shared/images.ts';
import worker from '#worker/index.ts';
import { PROCESSING_FAILED } from '#worker/uploads/process.ts';
import type { UploadMessage } from '#worker/uploads/queue.ts';
import { expireUpload, retryDelaySeconds } from '#worker/uploads/queue.ts';
import { imageSignatureOf } from '#worker/uploads/sizes.ts';
import { makePng, redAndBluePng, TINY_GIF, TINY_WEBP } from '../fixtures/images.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';
import { sweepRuns } from './sweepRuns.ts';
import { multipart, registerUpload, sendFile, settled, uploadPicture, uploadState } from './uploadHelpers.ts';

const SLOW = { timeout: 30_000 };
const uploadRow = (id: string) => env.DB.prepare('SELECT * FROM uploads WHERE id = ?').bind(Number(id)).first<Record<string, unknown>>();
const storedOriginal = async (id: string) => (await env.MEDIA.head(`uploads/${id}`)) !== null;

describe('VIPResource create and get (closeup-and-visitors: States and actions, Calls)', () => {
  it('C46: registers an upload: an upload url and upload_parameters, status registered', async () => {
    const me = await signUp('vip');
    const ticket = await registerUpload(me.cookie);
    expect(ticket.status).toBe('registered');
    expect(ticket.upload_url).toBe(`/v3/uploads/${ticket.upload_id}/`);
    expect(ticket.upload_parameters).toEqual({ upload_id: ticket.upload_id, token: expect.stringMatching(/^[a-f0-9]{48}$/) });
    expect(ticket.max_bytes).toBe(UPLOAD_LIMITS.maxBytes);
    expect((await uploadState(me.cookie, ticket.upload_id)).status).toBe('registered');
    // the token is stored only as its hash
    expect((await uploadRow(ticket.upload_id))?.token_hash).not.toBe(ticket.upload_parameters.token);
  });

  it("answers only the caller's uploads, and signed-out callers get the login prompt", async () => {
    const owner = await signUp('vipowner');
    const other = await signUp('vipother');
    const ticket = await registerUpload(owner.cookie);
    const theirs = await call('VIPResource', 'get', { upload_ids: [ticket.upload_id] }, other.cookie);
    expect(theirs.status).toBe(404);
    const out = await call('VIPResource', 'create', { type: 'image' });
    expect(out.status).toBe(401);
    expect(out.error?.message).toBe('Log in to create a Pin or board');
    const video = await call('VIPResource', 'create', { type: 'video' }, owner.cookie);
    expect(video.status).toBe(400);
  });

  it('limits how many uploads a member starts', { timeout: 60_000 }, async () => {
    const me = await signUp('vipflood');
    const answers = [];
    for (let i = 0; i <= 60; i++) answers.push((await call('VIPResource', 'create', {}, me.cookie)).status);
    expect(answers.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe('the upload url: the file streams into R2, then the queue makes every size', () => {
  it(
    'C46: takes a PNG (processing), then makes every image size, its dimensions and dominant colour (succeeded) (pin-card: Pins, boards and viewers)',
    SLOW,
    async () => {
      const me = await signUp('uploader');
      const ticket = await registerUpload(me.cookie);
      const sent = await sendFile(me.cookie, ticket, redAndBluePng(400, 600), 'holiday.png', 'image/png');
      expect(sent.status).toBe(201);
      expect(sent.data?.status).toBe('processing');
      const state = await settled(me.cookie, ticket.upload_id);
      expect(state).toMatchObject({ status: 'succeeded', width: 400, height: 600, dominant_color: '#c81e1e', failure_reason: null });
      const signature = state.image_signature!;
      expect(state.image_url).toBe(`/i/736x/${signature}.png`);
      expect(await env.DB.prepare('SELECT ext, width, height, dominant_color FROM images WHERE signature = ?').bind(signature).first()).toEqual({
        ext: 'png',
        width: 400,
        height: 600,
        dominant_color: '#c81e1e',
      });
      for (const size of ALL_IMAGE_SIZES) {
        const object = await env.MEDIA.get(imageKey(size, signature, 'png'));
        expect(object, size).not.toBeNull();
        expect(object!.httpMetadata?.contentType).toBe('image/png');
        const info = await env.IMAGES.info(object!.body);
        expect(info, size).toMatchObject({ format: 'image/png', ...sizeOf(size, 400, 600) });
        // served by the media route, as the demo images are
        const served = await request(`/i/${size}/${signature}.png`);
        expect(served.status, size).toBe(200);
        await served.arrayBuffer();
      }
      // the original as it arrived is gone once its sizes exist
      expect(await storedOriginal(ticket.upload_id)).toBe(false);
    },
  );

  it.each([
    ['a wide picture', 1200, 500],
    ['a tiny picture', 50, 40],
  ])('makes every size of %s at the size shared/images.ts states', SLOW, async (_name, width, height) => {
    const me = await signUp('sizes');
    const state = await uploadPicture(me.cookie, redAndBluePng(width, height));
    expect(state.status).toBe('succeeded');
    for (const size of ALL_IMAGE_SIZES) {
      const object = await env.MEDIA.get(imageKey(size, state.image_signature!, 'png'));
      expect(await env.IMAGES.info(object!.body), size).toMatchObject(sizeOf(size, width, height));
    }
  });

  it.each([
    ['image/gif', TINY_GIF, 'png', '#1478c8'],
    ['image/webp', TINY_WEBP, 'webp', null],
  ])('decides the type of a %s by its bytes, whatever its name says', SLOW, async (_type, bytes, ext, color) => {
    const me = await signUp('types');
    const state = await uploadPicture(me.cookie, bytes, 'renamed.jpg', 'image/jpeg');
    expect(state.status).toBe('succeeded');
    expect(state.image_url).toMatch(new RegExp(`\\.${ext}$`));
    expect(state.width).toBe(8);
    expect(state.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    if (color) expect(state.dominant_color).toBe(color);
  });

  it('shares the stored images of the same file uploaded twice, even by someone else', SLOW, async () => {
    const a = await signUp('twice_a');
    const b = await signUp('twice_b');
    const bytes = makePng(64, 64, (x, y) => [x * 4, y * 4, 90]);
    const first = await uploadPicture(a.cookie, bytes);
    const second = await uploadPicture(b.cookie, bytes, 'copy.png');
    expect(second.status).toBe('succeeded');
    expect(second.image_signature).toBe(first.image_signature);
    expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', first.image_signature)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE image_signature = ?', first.image_signature)).toBe(2);
  });

  const truncatedPng = () => {
    const whole = redAndBluePng(40, 40);
    return whole.subarray(0, whole.length - 30);
  };
  const svg = new TextEncoder().encode(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  it.each([
    ['a text file named .png', () => new TextEncoder().encode('These are my holiday notes, not a picture at all.\n'), 400, /text, not a picture/],
    ['an empty file', () => new Uint8Array(0), 400, /empty/],
    ['a truncated PNG', truncatedPng, 400, /incomplete/],
    ['an SVG', () => svg, 400, /SVG images are not accepted/],
    ['a file over the size cap', () => new Uint8Array(UPLOAD_LIMITS.maxBytes + 1).fill(0xff), 413, /largest picture accepted is 10 MB/],
  ])('refuses %s clearly and stores nothing', SLOW, async (_name, bytes, status, message) => {
    const me = await signUp('refused');
    const ticket = await registerUpload(me.cookie);
    const imagesBefore = await count('SELECT COUNT(*) AS n FROM images');
    const sent = await sendFile(me.cookie, ticket, bytes(), 'holiday.png', 'image/png');
    expect(sent.status).toBe(status);
    expect(sent.error?.message).toMatch(message);
    const state = await uploadState(me.cookie, ticket.upload_id);
    expect(state.status).toBe('failed');
    expect(state.failure_reason).toMatch(message);
    expect(await storedOriginal(ticket.upload_id)).toBe(false);
    expect(await count('SELECT COUNT(*) AS n FROM images')).toBe(imagesBefore);
    // a refused file does not count against the day's allowance
    expect((await uploadRow(ticket.upload_id))?.bytes).toBe(0);
  });

  it('takes a file only from its uploader, with its upload parameters, once', SLOW, async () => {
    const owner = await signUp('once');
    const other = await signUp('notmine');
    const ticket = await registerUpload(owner.cookie);
    const png = redAndBluePng(20, 20);
    expect((await sendFile(other.cookie, ticket, png)).status).toBe(404);
    expect((await sendFile(owner.cookie, ticket, png, 'a.png', 'image/png', { ...ticket.upload_parameters, token: 'f'.repeat(48) })).status).toBe(403);
    expect((await uploadState(owner.cookie, ticket.upload_id)).status).toBe('registered');
    expect((await sendFile(owner.cookie, ticket, png)).status).toBe(201);
    const again = await sendFile(owner.cookie, ticket, png);
    expect(again.status).toBe(409);
    expect((await settled(owner.cookie, ticket.upload_id)).status).toBe('succeeded');
  });

  it("refuses files past the member's daily allowance of bytes", SLOW, async () => {
    const me = await signUp('daily');
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO uploads (id, user_id, status, token_hash, bytes, created_at, updated_at, expires_at) VALUES (?, ?, 'succeeded', '', ?, ?, ?, ?)",
    )
      .bind(111_111_111_111_111, Number(me.id), UPLOAD_LIMITS.dailyBytesPerMember - 500, now, now, now + 1000)
      .run();
    const ticket = await registerUpload(me.cookie);
    const sent = await sendFile(me.cookie, ticket, redAndBluePng(40, 40));
    expect(sent.status).toBe(429);
    expect(sent.error?.message).toMatch(/limit is 200 MB a day/);
    expect(await storedOriginal(ticket.upload_id)).toBe(false);
  });
});

/** An upload waiting in `processing` with its original in R2, as the upload url leaves it (no message sent). */
async function receivedUpload(userId: string, bytes: Uint8Array, mime = 'image/png') {
  const id = (200_000_000_000_000 + Math.floor(Math.random() * 1e12)) as UploadId;
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO uploads (id, user_id, status, token_hash, bytes, mime, created_at, updated_at, expires_at) VALUES (?, ?, 'processing', '', ?, ?, ?, ?, ?)",
  )
    .bind(id, Number(userId), bytes.length, mime, now, now, now + 3_600_000)
    .run();
  await env.MEDIA.put(`uploads/${id}`, bytes);
  return id;
}

async function deliver(message: UploadMessage, attempts: number, bindings: Env = env) {
  const batch = createMessageBatch<UploadMessage>('pinboard-uploads', [{ id: `m${attempts}`, timestamp: new Date(), attempts, body: message }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings);
  return getQueueResult(batch, ctx);
}

const brokenImages = {
  info: () => Promise.reject(new Error('Images is down')),
  input: () => {
    throw new Error('Images is down');
  },
} as unknown as ImagesBinding;

/**
 * The real Images binding, except that the last step of making sizes (the dominant colour's 32 px rendering, after
 * every size is stored and before the images row is written) waits for `release`: an upload held half way.
 */
function heldImages() {
  let reached!: () => void;
  let release!: () => void;
  const atLastStep = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = (transformer: ImageTransformer): ImageTransformer =>
    ({
      transform: (options: ImageTransform) => {
        const next = transformer.transform(options);
        if (options.fit !== 'contain' || options.width !== 32) return hold(next);
        return {
          output: async (output: ImageOutputOptions) => {
            reached();
            await released;
            return next.output(output);
          },
        } as ImageTransformer;
      },
      output: (output: ImageOutputOptions) => transformer.output(output),
    }) as ImageTransformer;
  const images = {
    info: (stream: ReadableStream<Uint8Array>) => env.IMAGES.info(stream),
    input: (stream: ReadableStream<Uint8Array>) => hold(env.IMAGES.input(stream)),
  } as unknown as ImagesBinding;
  return { images, atLastStep, release };
}

describe('the queue consumer: retries, failure, expiry', () => {
  it('retries a failed step with a growing delay and, past its retries, marks the upload failed with a reason', SLOW, async () => {
    const me = await signUp('retry');
    const id = await receivedUpload(me.id, redAndBluePng(30, 30));
    for (let attempt = 1; attempt < UPLOAD_LIMITS.processAttempts; attempt++) {
      const result = await deliver({ kind: 'process', uploadId: id }, attempt, { ...env, IMAGES: brokenImages });
      expect(result.retryMessages.map((m) => m.msgId)).toEqual([`m${attempt}`]);
      expect(result.explicitAcks).toEqual([]);
      expect(await uploadRow(String(id))).toMatchObject({ status: 'processing', attempts: attempt });
    }
    const last = await deliver({ kind: 'process', uploadId: id }, UPLOAD_LIMITS.processAttempts, { ...env, IMAGES: brokenImages });
    expect(last.explicitAcks).toEqual([`m${UPLOAD_LIMITS.processAttempts}`]);
    const state = await uploadState(me.cookie, String(id));
    expect(state).toMatchObject({ status: 'failed', failure_reason: PROCESSING_FAILED, image_url: null });
    expect(await storedOriginal(String(id))).toBe(false);
  });

  it('succeeds on a retry after a failed step', SLOW, async () => {
    const me = await signUp('retryok');
    const id = await receivedUpload(me.id, redAndBluePng(30, 30));
    expect((await deliver({ kind: 'process', uploadId: id }, 1, { ...env, IMAGES: brokenImages })).retryMessages).toHaveLength(1);
    const second = await deliver({ kind: 'process', uploadId: id }, 2);
    expect(second.explicitAcks).toEqual(['m2']);
    expect((await uploadState(me.cookie, String(id))).status).toBe('succeeded');
  });

  it(
    'an upload failing for good never removes the sizes another upload of the same file is making: the sweep alone decides (security: deleted means deleted)',
    SLOW,
    async () => {
      const me = await signUp('failrace');
      const bytes = makePng(34, 26, (x, y) => [x * 7, 90, y * 9]);
      const making = await receivedUpload(me.id, bytes);
      const failing = await receivedUpload(me.id, bytes);
      // One upload has stored every size and not yet written its images row ...
      const held = heldImages();
      const first = deliver({ kind: 'process', uploadId: making }, 1, { ...env, IMAGES: held.images });
      await held.atLastStep;
      // ... when the other, of the same bytes, fails its last attempt.
      const last = await deliver({ kind: 'process', uploadId: failing }, UPLOAD_LIMITS.processAttempts, { ...env, IMAGES: brokenImages });
      expect(last.explicitAcks).toEqual([`m${UPLOAD_LIMITS.processAttempts}`]);
      expect((await uploadRow(String(failing)))?.status).toBe('failed');
      held.release();
      expect((await first).explicitAcks).toEqual(['m1']);
      const made = await uploadState(me.cookie, String(making));
      expect(made.status).toBe('succeeded');
      const signature = made.image_signature!;
      for (const size of ALL_IMAGE_SIZES) expect(await env.MEDIA.head(imageKey(size, signature, 'png')), size).not.toBeNull();
      const pin = await call('PinResource', 'create', { image_url: made.image_url }, me.cookie);
      expect(pin.status, JSON.stringify(pin.error)).toBe(201);
      await sweepRuns();
      for (const size of ALL_IMAGE_SIZES) expect(await env.MEDIA.head(imageKey(size, signature, 'png')), size).not.toBeNull();
      expect(await env.MEDIA.head(webpKey('236x', signature, 'png'))).not.toBeNull();
    },
  );

  it(
    'the sizes an upload stored before it failed for good go with the next sweep when nothing else uses the picture (security: deleted means deleted)',
    SLOW,
    async () => {
      const me = await signUp('failhalf');
      const bytes = makePng(26, 34, (x, y) => [40, x * 6, y * 5]);
      const id = await receivedUpload(me.id, bytes);
      // Every size stored, then the consumer gave up before the images row (the dead-letter queue ends it).
      const held = heldImages();
      const stuck = deliver({ kind: 'process', uploadId: id }, 1, { ...env, IMAGES: held.images });
      await held.atLastStep;
      const signature = await imageSignatureOf(bytes);
      expect(await env.MEDIA.head(imageKey('736x', signature, 'png'))).not.toBeNull();
      const dead = createMessageBatch<UploadMessage>('pinboard-uploads-dead-letter', [
        { id: 'd1', timestamp: new Date(), attempts: 1, body: { kind: 'process', uploadId: id } },
      ]);
      await worker.queue(dead, env);
      expect((await uploadRow(String(id)))?.status).toBe('failed');
      held.release();
      await stuck;
      expect((await uploadRow(String(id)))?.status).toBe('failed');
      await sweepRuns();
      for (const size of ALL_IMAGE_SIZES) expect(await env.MEDIA.head(imageKey(size, signature, 'png')), size).toBeNull();
      expect(await env.MEDIA.head(webpKey('236x', signature, 'png'))).toBeNull();
      expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', signature)).toBe(0);
    },
  );

  it('waits longer before each retry: 2, 4, 8 seconds', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([2, 4, 8]);
  });

  it('fails at once, without retrying, a picture that can never be made (too many pixels)', SLOW, async () => {
    const me = await signUp('huge');
    // a PNG header claiming 8000 x 6000 pixels (48 megapixels)
    const png = makePng(1, 1, () => [0, 0, 0]);
    new DataView(png.buffer).setUint32(16, 8000);
    new DataView(png.buffer).setUint32(20, 6000);
    const id = await receivedUpload(me.id, png);
    const result = await deliver({ kind: 'process', uploadId: id }, 1);
    expect(result.explicitAcks).toEqual(['m1']);
    const state = await uploadState(me.cookie, String(id));
    expect(state.status).toBe('failed');
    expect(state.failure_reason).toMatch(/8000 x 6000 pixels; the largest accepted is 40 megapixels/);
  });

  it('expires an upload no pin used: its original goes, and its images with the next sweep, unless something else uses them', SLOW, async () => {
    const me = await signUp('expire');
    const state = await uploadPicture(
      me.cookie,
      makePng(30, 30, () => [10, 200, 10]),
    );
    const signature = state.image_signature!;
    // A browser that takes WebP asked for one size: its WebP form (docs/performance.md) goes with the rest.
    const served = await request(`/i/236x/${signature}.png`, { headers: { accept: 'image/webp,*/*' } });
    expect(served.headers.get('content-type')).toBe('image/webp');
    await served.arrayBuffer();
    expect(await env.MEDIA.head(webpKey('236x', signature, 'png'))).not.toBeNull();
    expect(await env.MEDIA.head(formKey('avif', '236x', signature, 'png'))).not.toBeNull();
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, Number(state.upload_id))
      .run();
    expect((await uploadState(me.cookie, state.upload_id)).status).toBe('expired');
    expect((await deliver({ kind: 'expire', uploadId: issuedId<'upload'>(state.upload_id) }, 1)).explicitAcks).toEqual(['m1']);
    expect((await uploadRow(state.upload_id))?.status).toBe('expired');
    await sweepRuns();
    expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', signature)).toBe(0);
    for (const size of ALL_IMAGE_SIZES) expect(await env.MEDIA.head(imageKey(size, signature, 'png')), size).toBeNull();
    expect(await env.MEDIA.head(webpKey('236x', signature, 'png'))).toBeNull();
    expect(await env.MEDIA.head(formKey('avif', '236x', signature, 'png'))).toBeNull();
  });

  it("keeps the upload a pin used (the member's first of that file), and the images its pin shows when another upload of them expires", SLOW, async () => {
    const me = await signUp('keep');
    const bytes = makePng(30, 30, () => [200, 200, 10]);
    const both = [await uploadPicture(me.cookie, bytes), await uploadPicture(me.cookie, bytes)];
    // Upload ids are random: the first upload (by time) has the higher id here, so an order by id would pick the other.
    const [used, unused] = both.sort((a, b) => Number(b.upload_id) - Number(a.upload_id));
    const started = Date.now() - 60_000;
    for (const [index, upload] of [used, unused].entries()) {
      await env.DB.prepare('UPDATE uploads SET created_at = ? WHERE id = ?')
        .bind(started + index * 1000, Number(upload.upload_id))
        .run();
    }
    expect(unused.image_url).toBe(used.image_url);
    const pin = await call('PinResource', 'create', { image_url: used.image_url }, me.cookie);
    expect(pin.status, JSON.stringify(pin.error)).toBe(201);
    expect((await uploadRow(used.upload_id))?.used_at).not.toBeNull();
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id IN (?, ?)')
      .bind(Date.now() - 1, Number(used.upload_id), Number(unused.upload_id))
      .run();
    expect(await expireUpload(env, issuedId<'upload'>(used.upload_id))).toBe(false);
    expect(await expireUpload(env, issuedId<'upload'>(unused.upload_id))).toBe(true);
    await sweepRuns();
    expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', used.image_signature)).toBe(1);
    expect(await env.MEDIA.head(imageKey('736x', used.image_signature!, 'png'))).not.toBeNull();
    expect((await uploadState(me.cookie, used.upload_id)).status).toBe('succeeded');
  });

  it('Deleted means deleted: an upload expiring while its file arrives answers 409 and leaves no original', { timeout: 60_000 }, async () => {
    const me = await signUp('midstream');
    const ticket = await registerUpload(me.cookie);
    const id = issuedId<'upload'>(ticket.upload_id);
    const { body, contentType } = multipart(ticket.upload_parameters, { name: 'p.png', type: 'image/png', bytes: makePng(40, 40, () => [200, 30, 30]) });
    // Everything but the last 200 bytes; the rest once the upload has expired.
    const cut = body.length - 200;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.slice(0, cut));
        await gate;
        controller.enqueue(body.slice(cut));
        controller.close();
      },
    });
    const sending = request(ticket.upload_url, {
      method: 'POST',
      headers: { cookie: me.cookie, origin: ORIGIN, 'content-type': contentType, 'content-length': String(body.length) },
      body: stream,
      // @ts-expect-error workerd takes a streamed request body
      duplex: 'half',
    });
    // The upload reserved its bytes (its file is now streaming into R2): its twelve hours end, and the expire message runs.
    for (let i = 0; i < 200 && !Number((await uploadRow(ticket.upload_id))?.bytes); i++) await new Promise((r) => setTimeout(r, 50));
    expect(Number((await uploadRow(ticket.upload_id))?.bytes)).toBeGreaterThan(0);
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, id)
      .run();
    expect((await deliver({ kind: 'expire', uploadId: id }, 1)).explicitAcks).toEqual(['m1']);
    const before = await uploadRow(ticket.upload_id);
    release();
    const response = await sending;
    const answer = (await response.json()) as { resource_response: { error: { code: string; message: string } | null } };
    expect(response.status).toBe(409);
    expect(answer.resource_response.error).toMatchObject({ code: 'conflict', message: 'This upload expired. Start a new upload.' });
    expect(await storedOriginal(ticket.upload_id)).toBe(false);
    // Nothing else written: the upload stays as its expiry left it, and no picture was made.
    expect(await uploadRow(ticket.upload_id)).toEqual(before);
    expect(before?.status).toBe('expired');
    expect(before?.image_signature).toBeNull();
  });

  it('Deleted means deleted: a process message for an upload that ended deletes its original and makes nothing', SLOW, async () => {
    const me = await signUp('ended');
    for (const status of ['expired', 'failed'] as const) {
      const id = await receivedUpload(
        me.id,
        makePng(20, 20, () => [30, 30, 200]),
      );
      await env.DB.prepare('UPDATE uploads SET status = ? WHERE id = ?').bind(status, id).run();
      expect((await deliver({ kind: 'process', uploadId: id }, 1)).explicitAcks).toEqual(['m1']);
      expect(await storedOriginal(String(id)), status).toBe(false);
      const row = await uploadRow(String(id));
      expect(row?.status).toBe(status);
      expect(row?.image_signature).toBeNull();
    }
  });

  it('C46: answers the states a client polls through, in order', SLOW, async () => {
    const me = await signUp('states');
    const ticket = await registerUpload(me.cookie);
    const seen: UploadState['status'][] = [(await uploadState(me.cookie, ticket.upload_id)).status];
    seen.push((await sendFile(me.cookie, ticket, redAndBluePng(30, 30))).data!.status);
    seen.push((await settled(me.cookie, ticket.upload_id)).status);
    expect(seen).toEqual(['registered', 'processing', 'succeeded']);
  });
});
