import { describe, expect, it } from 'vitest';
import { call, signUp } from '../accountHelpers.ts';
import { snapshotD1 } from './helpers.ts';
import { publicPins } from './savingHelpers.ts';

describe('comments: text made only of invisible characters is empty (closeup-and-visitors: States and actions)', () => {
  it.each(['\u200f', '\u200b\u200d', ' \u2066\u2069 ', '\ufeff', '\u3164'])('refuses %j', async (text) => {
    const me = await signUp('invisible');
    const [pin] = await publicPins(1);
    const before = await snapshotD1();
    const r = await call('CommentsResource', 'create', { pin_id: pin, text }, me.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe('A comment cannot be empty.');
    expect(await snapshotD1()).toEqual(before);
  });
});
