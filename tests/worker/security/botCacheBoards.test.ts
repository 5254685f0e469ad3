import { describe, expect, it } from 'vitest';
import { call, signUp } from '../accountHelpers.ts';
import { GOOGLEBOT_UA, request } from '../helpers.ts';
import { boardOf, publicPins, save } from './savingHelpers.ts';

describe('bot page cache: a board turning secret or deleted takes its bot pages with it (security: Bot page cache)', () => {
  const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
  it.each(['secret', 'delete'] as const)('after %s, bots no longer get the cached pin page', async (change) => {
    const me = await signUp('botpurge');
    const board = await boardOf(me.cookie, `Purged ${change}`);
    const [a] = await publicPins(1);
    const pin = await save(me.cookie, a, board.entityId);
    expect((await request(`/pin/${pin}/`, bot)).status).toBe(200);
    const cached = await request(`/pin/${pin}/`, bot);
    expect(cached.headers.get('x-bot-cache')).toBe('HIT');
    await cached.text();
    const r =
      change === 'secret'
        ? await call('BoardResource', 'update', { board_id: board.entityId, privacy: 'secret' }, me.cookie)
        : await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie);
    expect(r.status).toBe(200);
    const after = await request(`/pin/${pin}/`, bot);
    expect(after.headers.get('x-bot-cache')).not.toBe('HIT');
    expect(after.status).toBe(404);
  });
});
