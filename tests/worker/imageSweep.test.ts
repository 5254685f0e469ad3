// Deleted means deleted, for pictures (docs/security.md#deleted-means-deleted): once a pin, a board with its pins
// or a save is deleted, the scheduled image sweep (worker/media/imageSweep.ts, run here as the cron runs it)
// removes every stored size of each picture nothing else uses, and the copy this data centre's cache kept, so
// its urls answer 404; a picture another live pin still shows stays; an upload of a swept file makes it again.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_MAX_AGE_S } from '#shared/constants.ts';
import { issuedId } from '#shared/ids.ts';
import { allImageKeys } from '#shared/images.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';
import { forgetLivePointer, publishDefinitions } from '#worker/experiences/definitions.ts';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP, RUN_PICTURES } from '#worker/media/imageSweep.ts';
import { expireUpload } from '#worker/uploads/queue.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { makePng } from '../fixtures/images.ts';
import { call, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';
import { uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 60_000 };

/**
 * Runs the worker's scheduled handler as the cron trigger does, `afterMs` from now (past the sweep's grace by
 * default), with the site's public origin configured as deployed (the tests' requests go to ORIGIN).
 */
async function cronRuns(afterMs: number = IMAGE_SWEEP.graceMs + 1000): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + afterMs), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

let shade = 0;
/** A member's own new picture made into a pin on `board_id` (or their profile). */
async function pinOwnPicture(cookie: string, board_id?: string): Promise<Pin> {
  shade++;
  const upload = await uploadPicture(
    cookie,
    makePng(48, 32, () => [shade * 7, 200 - shade, 90]),
  );
  const r = await call<Pin>('PinResource', 'create', { image_url: upload.image_url, ...(board_id ? { board_id } : {}) }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}

const signatureOf = (pin: Pin) => /\/i\/[^/]+\/([a-f0-9]+)\./.exec(pin.images['236x']!.url)![1];
const status = async (url: string) => {
  const r = await request(url);
  await r.body?.cancel();
  return r.status;
};
async function storedKeys(signature: string): Promise<string[]> {
  const keys = allImageKeys(signature, 'png');
  const heads = await Promise.all(keys.map((k) => env.MEDIA.head(k)));
  return keys.filter((_, i) => heads[i]);
}

describe('deleted means deleted: pictures leave storage after their pin', () => {
  it('a deleted pin: every size leaves R2 and its url answers 404 after the sweep, not before its grace', SLOW, async () => {
    const me = await signUp('sweep');
    const pin = await pinOwnPicture(me.cookie);
    const sig = signatureOf(pin);
    const url = pin.images['236x']!.url;
    expect(await status(url)).toBe(200);
    // the answer is now kept in the data centre's cache, too
    expect(await status(url)).toBe(200);
    expect((await call('PinResource', 'delete', { id: pin.entityId }, me.cookie)).status).toBe(200);

    await cronRuns(0);
    expect(await storedKeys(sig)).not.toEqual([]);

    await cronRuns();
    expect(await storedKeys(sig)).toEqual([]);
    expect(await status(url)).toBe(404);
    expect(await status(pin.images['736x']!.url)).toBe(404);
    expect(await status(url.replace('/236x/', '/originals/'))).toBe(404);
  });

  it('a picture another live pin shows stays: deleting a save keeps the original picture', SLOW, async () => {
    const owner = await signUp('sweepown');
    const saver = await signUp('sweepsave');
    const pin = await pinOwnPicture(owner.cookie);
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Kept', privacy: 'public' }, saver.cookie)).data;
    const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.entityId }, saver.cookie);
    expect(saved.status).toBe(201);
    expect((await call('RepinResource', 'delete', { id: saved.data.id }, saver.cookie)).status).toBe(200);
    await cronRuns();
    expect(await status(pin.images['236x']!.url)).toBe(200);
    expect(await storedKeys(signatureOf(pin))).not.toEqual([]);
  });

  it('a deleted board takes its pins pictures with it', SLOW, async () => {
    const me = await signUp('sweepboard');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Going', privacy: 'public' }, me.cookie)).data;
    const pins = [await pinOwnPicture(me.cookie, board.entityId), await pinOwnPicture(me.cookie, board.entityId)];
    expect((await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie)).status).toBe(200);
    await cronRuns();
    for (const pin of pins) {
      expect(await storedKeys(signatureOf(pin))).toEqual([]);
      expect(await status(pin.images['236x']!.url)).toBe(404);
    }
  });

  it('an upload of a swept picture makes its sizes again, and the new pin shows it', SLOW, async () => {
    const me = await signUp('sweepagain');
    const bytes = makePng(40, 40, () => [12, 34, 56]);
    const first = await uploadPicture(me.cookie, bytes);
    const pin = (await call<Pin>('PinResource', 'create', { image_url: first.image_url }, me.cookie)).data;
    expect((await call('PinResource', 'delete', { id: pin.entityId }, me.cookie)).status).toBe(200);
    await cronRuns();
    expect(await status(pin.images['236x']!.url)).toBe(404);

    const again = await uploadPicture(me.cookie, bytes);
    const repinned = await call<Pin>('PinResource', 'create', { image_url: again.image_url }, me.cookie);
    expect(repinned.status).toBe(201);
    expect(signatureOf(repinned.data)).toBe(signatureOf(pin));
    expect(await status(repinned.data.images['236x']!.url)).toBe(200);
  });

  it(
    'a deleted pin whose file was uploaded again and left unused leaves storage once that upload expires (security: deleted means deleted)',
    SLOW,
    async () => {
      const me = await signUp('sweepdraft');
      const bytes = makePng(41, 31, (x, y) => [x * 5, y * 7, 123]);
      const first = await uploadPicture(me.cookie, bytes);
      const pin = (await call<Pin>('PinResource', 'create', { image_url: first.image_url }, me.cookie)).data;
      const sig = signatureOf(pin);
      // The same bytes again, never pinned (an abandoned draft, or anyone holding the file): an upload in flight.
      const draft = await uploadPicture(me.cookie, bytes);
      expect(draft.image_signature).toBe(sig);
      expect((await call('PinResource', 'delete', { id: pin.entityId }, me.cookie)).status).toBe(200);
      await cronRuns();
      // The upload in flight keeps the picture for now.
      expect(await storedKeys(sig)).not.toEqual([]);

      await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
        .bind(Date.now() - 1, Number(draft.upload_id))
        .run();
      expect(await expireUpload(env, issuedId<'upload'>(draft.upload_id))).toBe(true);
      await cronRuns();
      expect(await storedKeys(sig)).toEqual([]);
      expect(await status(pin.images['236x']!.url)).toBe(404);
    },
  );

  it('an avatar preset made from an upload keeps its sizes when that upload expires unused (security: deleted means deleted)', SLOW, async () => {
    const me = await signUp('sweeppreset');
    const upload = await uploadPicture(
      me.cookie,
      makePng(43, 29, (x, y) => [200 - x, y * 3, 17]),
    );
    const sig = upload.image_signature!;
    await env.DB.prepare('INSERT INTO avatar_presets (signature) VALUES (?)').bind(sig).run();
    const stored = await storedKeys(sig);
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, Number(upload.upload_id))
      .run();
    expect(await expireUpload(env, issuedId<'upload'>(upload.upload_id))).toBe(true);
    await cronRuns();
    expect(await storedKeys(sig)).toEqual(stored);
    expect(await env.DB.prepare('SELECT 1 FROM images WHERE signature = ?').bind(sig).first()).not.toBeNull();
  });

  it('the sweep purges every cached copy whatever origin the site is served on, and no other spelling of a picture is served or kept', SLOW, async () => {
    const me = await signUp('sweepkeys');
    const pin = await pinOwnPicture(me.cookie);
    const sig = signatureOf(pin);
    /** The picture's path in `size`, with a few characters percent-encoded as a client may send them. */
    const spellings = (size: string) => {
      const path = `/i/${size}/${sig}.png`;
      const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16)}`;
      return [
        `/i/${size}/${hex(sig[0]!)}${sig.slice(1)}.png`,
        `/i/${size}/${hex(sig[0]!).toUpperCase()}${sig.slice(1)}.png`,
        `/i/${size}/${sig.slice(0, -1)}${hex(sig.at(-1)!)}.png`,
        `/i/${size}/${sig}%2Epng`,
        `/i/${[...size].map(hex).join('')}/${sig}.png`,
        `/i/${size}/${sig}.%70ng`,
      ].filter((spelled) => spelled !== path);
    };
    // The site served on two origins, neither of them localhost:8787, and no PUBLIC_ORIGIN configured.
    const origins = [ORIGIN, 'https://other-host.test:8851'];
    const accepts = [undefined, 'image/webp,*/*', 'image/avif,image/webp,*/*', 'image/png'];
    const at = async (origin: string, path: string, accept?: string) => {
      const r = await exports.default.fetch(`${origin}${path}`, { headers: accept ? { accept } : {}, redirect: 'manual' });
      await r.body?.cancel();
      return r.status;
    };
    const sizes = ['236x', '474x', '736x', 'originals'];
    for (const origin of origins) {
      for (const size of sizes) {
        for (const accept of accepts) {
          // Asked twice: the second answer comes from the data centre's cache.
          expect(await at(origin, `/i/${size}/${sig}.png`, accept)).toBe(200);
          expect(await at(origin, `/i/${size}/${sig}.png?v=${accept ?? ''}`, accept)).toBe(200);
          // Another spelling of the same path is no url of the picture: 404, neither served nor kept.
          for (const spelled of spellings(size)) expect(await at(origin, spelled, accept), spelled).toBe(404);
        }
      }
    }
    expect((await call('PinResource', 'delete', { id: pin.entityId }, me.cookie)).status).toBe(200);
    const controller = createScheduledController({ scheduledTime: new Date(Date.now() + IMAGE_SWEEP.graceMs + 1000), cron: '*/5 * * * *' });
    const { PUBLIC_ORIGIN: _unset, ...unconfigured } = env as typeof env & { PUBLIC_ORIGIN?: string };
    await worker.scheduled(controller, unconfigured as typeof env, createExecutionContext());
    expect(await storedKeys(sig)).toEqual([]);
    for (const origin of origins) {
      for (const size of sizes) {
        for (const accept of accepts) {
          for (const path of [`/i/${size}/${sig}.png`, `/i/${size}/${sig}.png?v=${accept ?? ''}`, ...spellings(size)]) {
            expect(await at(origin, path, accept), `${origin}${path} ${accept}`).toBe(404);
          }
        }
      }
    }
  });

  it('pictures are cached for a day at most, so a copy outlives the sweep by no more', SLOW, async () => {
    const me = await signUp('sweepage');
    const pin = await pinOwnPicture(me.cookie);
    const r = await request(pin.images['236x']!.url, { headers: { accept: 'image/png' } });
    await r.body?.cancel();
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe(`public, max-age=${IMAGE_CACHE_MAX_AGE_S}, immutable`);
    expect(IMAGE_CACHE_MAX_AGE_S).toBeLessThanOrEqual(24 * 3600);
  });

  it('deleted means deleted under load: more than two batches of deleted pictures all leave in one run, a picture a live pin shows stays', SLOW, async () => {
    // More pictures than two of the run's reads take, each queued by a deletion and stored in R2; one shown by a live
    // pin (a removed save of a pin that stays) is queued too, and must neither go nor cost the run anything.
    const count = 2 * IMAGE_SWEEP.batch + 7;
    expect(count).toBeLessThan(RUN_PICTURES);
    const since = Date.now();
    const signatures = Array.from({ length: count }, (_, i) => `${'e'.repeat(24)}${String(i).padStart(8, '0')}`);
    await env.DB.batch(
      signatures.flatMap((sig) => [
        env.DB.prepare("INSERT INTO images (signature, ext, width, height, dominant_color) VALUES (?1, 'png', 48, 32, '#123456')").bind(sig),
        env.DB.prepare('INSERT INTO image_sweep (signature, since) VALUES (?1, ?2)').bind(sig, since),
      ]),
    );
    await Promise.all(signatures.map((sig) => env.MEDIA.put(`originals/${sig}.png`, 'x')));
    const me = await signUp('sweepload');
    const live = await pinOwnPicture(me.cookie);
    await env.DB.prepare('INSERT INTO image_sweep (signature, since) VALUES (?1, ?2)').bind(signatureOf(live), since).run();

    await cronRuns();

    const left = await Promise.all(signatures.map((sig) => env.MEDIA.head(`originals/${sig}.png`)));
    expect(left.filter(Boolean).length).toBe(0);
    const queued = await env.DB.prepare("SELECT count(*) AS n FROM image_sweep WHERE signature LIKE 'eeee%'").first<{ n: number }>();
    expect(queued?.n).toBe(0);
    expect(await storedKeys(signatureOf(live))).not.toEqual([]);
    expect(await status(live.images['236x']!.url)).toBe(200);
    expect(await env.DB.prepare('SELECT 1 FROM image_sweep WHERE signature = ?1').bind(signatureOf(live)).first()).toBeNull();
  });
});

describe('deleted means deleted: GIFs and videos under /media/ leave storage after their pin', () => {
  let clip = 0;
  /** A member's pin made a GIF or a video pin naming a new /media/ file, as the demo seed writes them (the file in R2, the path in the pin's data). */
  async function mediaPin(cookie: string, kind: 'gif' | 'video', board_id?: string, file?: string) {
    const pin = await pinOwnPicture(cookie, board_id);
    clip++;
    const name = file ?? `sweep-${kind}-${clip}-${Math.floor(Math.random() * 1e9)}.${kind === 'gif' ? 'gif' : 'webm'}`;
    if (!file)
      await env.MEDIA.put(`media/${name}`, new Uint8Array(64).fill(clip), { httpMetadata: { contentType: kind === 'gif' ? 'image/gif' : 'video/webm' } });
    const extras =
      kind === 'gif'
        ? { embed: { src: `/media/${name}`, type: 'gif', width: 48, height: 32 } }
        : { videos: { videoList: { v720P: { url: `/media/${name}?v=1`, width: 48, height: 32, duration: 2000 } } } };
    await env.DB.prepare('UPDATE pins SET kind = ?2, data = json_patch(data, ?3) WHERE id = ?1').bind(Number(pin.entityId), kind, JSON.stringify(extras)).run();
    return { pin, url: `/media/${name}`, key: `media/${name}` };
  }
  const stored = async (key: string) => (await env.MEDIA.head(key)) !== null;

  it.each(['gif', 'video'] as const)(
    'a deleted %s pin: its file leaves R2 and its url answers 404 after the sweep, not before its grace',
    SLOW,
    async (kind) => {
      const me = await signUp('sweepmedia');
      const m = await mediaPin(me.cookie, kind);
      expect(await status(m.url)).toBe(200);
      expect((await call('PinResource', 'delete', { id: m.pin.entityId }, me.cookie)).status).toBe(200);
      await cronRuns(0);
      expect(await stored(m.key)).toBe(true);
      await cronRuns();
      expect(await stored(m.key)).toBe(false);
      expect(await status(m.url)).toBe(404);
    },
  );

  it('a deleted board takes the GIFs and videos of its pins with it', SLOW, async () => {
    const me = await signUp('sweepmediaboard');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Clips', privacy: 'public' }, me.cookie)).data;
    const files = [await mediaPin(me.cookie, 'gif', board.entityId), await mediaPin(me.cookie, 'video', board.entityId)];
    expect((await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie)).status).toBe(200);
    await cronRuns();
    for (const m of files) {
      expect(await stored(m.key)).toBe(false);
      expect(await status(m.url)).toBe(404);
    }
  });

  it('a removed account takes the GIFs of its pins with it', SLOW, async () => {
    const me = await signUp('sweepmediaaccount');
    const m = await mediaPin(me.cookie, 'gif');
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(Number(me.id)).run();
    await cronRuns();
    expect(await stored(m.key)).toBe(false);
    expect(await status(m.url)).toBe(404);
  });

  it('a file another live pin still names stays', SLOW, async () => {
    const me = await signUp('sweepmediashared');
    const first = await mediaPin(me.cookie, 'gif');
    const second = await mediaPin(me.cookie, 'gif', undefined, first.url.slice('/media/'.length));
    expect((await call('PinResource', 'delete', { id: first.pin.entityId }, me.cookie)).status).toBe(200);
    await cronRuns();
    expect(await stored(first.key)).toBe(true);
    expect(await status(second.url)).toBe(200);
  });

  it('a file the live experience set shows stays when every pin naming it is deleted (KV, which the database cannot see)', SLOW, async () => {
    const me = await signUp('sweepmediaexperience');
    const video = await mediaPin(me.cookie, 'video');
    const gif = await mediaPin(me.cookie, 'gif');
    const control = await mediaPin(me.cookie, 'gif');
    // Two experiences name the files in fields and spellings no pin uses: a video with a query, a callout's image.
    const shown = [
      { ...DEMO_EXPERIENCES.find((d) => d.experience_id === 510061)!, experience_id: 519061 },
      {
        experience_id: 519062,
        placement_id: 1000139,
        type: 1,
        priority: 9,
        targeting: { requires_trigger: true },
        display_data: { type: 'info-callout', message: `See ${gif.url}`, primaryAction: { label: 'OK' } },
      },
    ];
    (shown[0]!.display_data as { video: string }).video = `${video.url}?autoplay=1`;
    await publishDefinitions(env.EXPERIENCES, [...DEMO_EXPERIENCES, ...shown]);
    forgetLivePointer();
    try {
      for (const m of [video, gif, control]) expect((await call('PinResource', 'delete', { id: m.pin.entityId }, me.cookie)).status).toBe(200);
      await cronRuns();
      expect(await stored(video.key)).toBe(true);
      expect(await stored(gif.key)).toBe(true);
      expect(await status(video.url)).toBe(200);
      expect(await stored(control.key)).toBe(false);
    } finally {
      await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES);
      forgetLivePointer();
    }
  });
});
