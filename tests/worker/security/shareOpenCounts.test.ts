import { describe, expect, it } from 'vitest';
import { ANON_COOKIE } from '#worker/lib/cookies.ts';
import { call, signUp } from '../accountHelpers.ts';
import { callFrom, freshIp } from './helpers.ts';
import { publicPins } from './savingHelpers.ts';

describe('utm_pai: share opens count network addresses, not cookies (closeup-and-visitors: Routes and screens)', () => {
  it('twelve fresh anonymous cookies from one address are one person', async () => {
    const sharer = await signUp('sharer');
    const [pin] = await publicPins(1);
    const link = await call<{ utm_pai: string }>('ShareLinkResource', 'create', { pin_id: pin }, sharer.cookie);
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const cookie = `${ANON_COOKIE}=script-${String(i).padStart(12, '0')}`;
      await callFrom('ShareOpenResource', 'create', { utm_pai: link.data.utm_pai }, { cookie, ip });
    }
    const people = await call<{ people: number }>('ShareOpenResource', 'get', {}, sharer.cookie);
    expect(people.data.people).toBe(1);
  });
});
