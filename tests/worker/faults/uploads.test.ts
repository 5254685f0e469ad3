// Uploads when the Queue or the Images binding fails (docs/architecture.md#creating-pins-and-uploads): the person is told and
// can start again, nothing waits for a message never sent, and an upload that gives up leaves no
// half-made sizes in R2 once the image sweep has run (the one deleter of pictures).
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UploadTicket } from '#shared/api/uploads.ts';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import type { UploadId } from '#shared/ids.ts';
import { allImageKeys } from '#shared/images.ts';
import worker from '#worker/index.ts';
import { NOT_QUEUED } from '#worker/uploads/enqueue.ts';
import type { UploadMessage } from '#worker/uploads/queue.ts';
import { imageSignatureOf } from '#worker/uploads/sizes.ts';
import { makePng } from '../../fixtures/images.ts';
import { count, signUp } from '../accountHelpers.ts';
import { sweepRuns } from '../sweepRuns.ts';
import { multipart, registerUpload, uploadState } from '../uploadHelpers.ts';
import { faultyEnv, IMAGES_DOWN, QUEUE_DOWN, requestWith } from './faultyEnv.ts';

const json = (cookie: string, options: unknown) => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify({ options }),
});

describe('the upload Queue refusing messages (closeup-and-visitors: Calls)', () => {
  it('registering an upload answers 503 with the reason and keeps no upload row', async () => {
    const me = await signUp('qdown1');
    const { response, text } = await requestWith({ UPLOAD_QUEUE: QUEUE_DOWN }, '/resource/VIPResource/create/', json(me.cookie, { type: 'image' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(JSON.parse(text).resource_response.error.message).toBe(NOT_QUEUED);
    expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?', Number(me.id))).toBe(0);
  });

  it('sending the file answers 503, the upload ends failed with the reason, its bytes given back; a new upload then works', async () => {
    const me = await signUp('qdown2');
    const ticket: UploadTicket = await registerUpload(me.cookie);
    const { body, contentType } = multipart(ticket.upload_parameters, { name: 'p.png', type: 'image/png', bytes: makePng(30, 30, () => [5, 120, 200]) });
    const { response } = await requestWith({ UPLOAD_QUEUE: QUEUE_DOWN }, ticket.upload_url, {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': contentType, 'content-length': String(body.length) },
      body,
    });
    expect(response.status).toBe(503);
    const state = await uploadState(me.cookie, ticket.upload_id);
    expect(state).toMatchObject({ status: 'failed', failure_reason: NOT_QUEUED });
    expect(await env.MEDIA.head(`uploads/${ticket.upload_id}`)).toBeNull();
    expect(await count('SELECT bytes AS n FROM uploads WHERE id = ?', Number(ticket.upload_id))).toBe(0);
    expect((await registerUpload(me.cookie)).upload_id).not.toBe(ticket.upload_id);
  });
});

describe('the Images binding failing half-way (closeup-and-visitors: Calls)', () => {
  it('after the last attempt the upload is failed and none of the sizes made before the failure stay in R2 after the next sweep', async () => {
    const me = await signUp('imgdown');
    const bytes = makePng(64, 48, (x, y) => [x * 3, y * 5, 77]);
    const id = (300_000_000_000_000 + Math.floor(Math.random() * 1e12)) as UploadId;
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO uploads (id, user_id, status, token_hash, bytes, mime, created_at, updated_at, expires_at) VALUES (?, ?, 'processing', '', ?, 'image/png', ?, ?, ?)",
    )
      .bind(id, Number(me.id), bytes.length, now, now, now + 3_600_000)
      .run();
    await env.MEDIA.put(`uploads/${id}`, bytes);
    // The original and 736x are made and stored; the next rendering fails, on every attempt.
    const { env: broken } = faultyEnv({ IMAGES: { fault: IMAGES_DOWN, methods: ['output'], after: 2 } });
    for (let attempt = 1; attempt <= UPLOAD_LIMITS.processAttempts; attempt++) {
      const batch = createMessageBatch<UploadMessage>('pinboard-uploads', [
        { id: `m${attempt}`, timestamp: new Date(), attempts: attempt, body: { kind: 'process', uploadId: id } },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, broken);
      await getQueueResult(batch, ctx);
      // Retried attempts may leave sizes behind; they are overwritten by the next attempt.
    }
    expect((await uploadState(me.cookie, String(id))).status).toBe('failed');
    const signature = await imageSignatureOf(bytes);
    await sweepRuns();
    const left = (await Promise.all(allImageKeys(signature, 'png').map((key) => env.MEDIA.head(key)))).filter(Boolean);
    expect(left).toEqual([]);
    expect(await env.MEDIA.head(`uploads/${id}`)).toBeNull();
  });
});
