// D1 failing: a page whose data cannot be read is an outage page (503 with Retry-After and a way to
// try again), an API call a 503 envelope the client can retry, a state change leaves nothing
// half-written, and a slow D1 only makes the answer slower (docs/architecture.md).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/api/errors.ts';
import type { Pin } from '#shared/types.ts';
import { call, count, signUp } from '../accountHelpers.ts';
import { GOOGLEBOT_UA, getResource } from '../helpers.ts';
import { D1_DOWN, D1_SESSION_TOKEN, D1_TIMEOUT, requestWith } from './faultyEnv.ts';

const page = { headers: { accept: 'text/html' } };
const feed = `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;

describe('D1 unreachable (pin-card: Errors and messages: a clear error, nothing lost)', () => {
  // A closeup's status read fails before its head goes; a person's home and search have sent their head before their
  // data is read (docs/decisions/021-head-before-data.md): see the next test.
  it.each([['a closeup', '/pin/{pin}/']])(
    '%s answers an outage page: 503, Retry-After, "Try again" to the same address, no stack trace',
    async (_name, path) => {
      const pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 5 })).body.resource_response.data![0];
      const url = path.replace('{pin}', pin.entityId);
      for (const fault of [D1_DOWN, D1_TIMEOUT, D1_SESSION_TOKEN]) {
        const { response, text } = await requestWith({ DB: { fault } }, url, page);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
        expect(text).toContain('Nothing was changed');
        expect(text).toContain(`<a href="${url.replace(/&/g, '&amp;')}">Try again</a>`);
        expect(text).not.toMatch(/D1_ERROR|at \w+ \(|\.ts:\d+/);
      }
    },
  );

  it.each([
    ['home', '/'],
    ['search', '/search/pins/?q=food'],
  ])('a person\'s %s, its head already sent, ends as the outage page: "Try again" to the same address, no stack trace', async (_name, url) => {
    for (const fault of [D1_DOWN, D1_TIMEOUT]) {
      const { response, text } = await requestWith({ DB: { fault } }, url, page);
      expect(response.status).toBe(200);
      expect(text).toContain('Nothing was changed');
      expect(text).toContain(`<a href="${url.replace(/&/g, '&amp;')}">Try again</a>`);
      expect(text).not.toContain('data-test-id="pin"');
      expect(text).not.toMatch(/D1_ERROR|at \w+ \(|\.ts:\d+/);
    }
  });

  it('a crawler gets 503 with Retry-After, so it keeps its copy and comes back', async () => {
    for (const url of ['/', '/search/pins/?q=food']) {
      const { response } = await requestWith({ DB: { fault: D1_DOWN } }, url, { headers: { 'user-agent': GOOGLEBOT_UA, accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    }
  });

  it('an API read answers a 503 "unavailable" envelope with Retry-After (the client may try again)', async () => {
    const { response, text } = await requestWith({ DB: { fault: D1_DOWN } }, feed);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(JSON.parse(text).resource_response.error.code).toBe('unavailable');
  });

  it('a save whose write fails leaves nothing half-written and says so; the same save then succeeds once', async () => {
    const me = await signUp('faultsaver');
    const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Faults' }, me.cookie);
    const pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 5 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
    const before = await count('SELECT save_count AS n FROM pins WHERE id = ?', Number(pin.entityId));
    const body = JSON.stringify({ options: { pin_id: pin.entityId, board_id: board.data.entityId } });
    const init = { method: 'POST', headers: { cookie: me.cookie, 'content-type': 'application/json' }, body };
    // Reads succeed, every write fails: the failure comes after the checks, where a half-made save would show.
    const writes = (sql: string) => /^\s*(INSERT|UPDATE|DELETE)/i.test(sql);
    const failed = await requestWith({ DB: { fault: D1_DOWN, when: writes } }, '/resource/RepinResource/create/', init);
    expect(failed.response.status).toBe(503);
    expect(JSON.parse(failed.text).resource_response.error.message).toContain('Nothing was changed');
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ?', Number(board.data.entityId))).toBe(0);
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(board.data.entityId))).toBe(0);
    expect(await count('SELECT save_count AS n FROM pins WHERE id = ?', Number(pin.entityId))).toBe(before);
    const retried = await requestWith({}, '/resource/RepinResource/create/', { ...init, body });
    expect(retried.response.status).toBe(201);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ?', Number(board.data.entityId))).toBe(1);
    expect(await count('SELECT save_count AS n FROM pins WHERE id = ?', Number(pin.entityId))).toBe(before + 1);
  });

  it('onboarding picks whose step write fails save no pin and keep the step; the same step then saves them once (closeup-and-visitors: Constants)', async () => {
    const me = await signUp('faultpicker');
    for (const step of ['Gender', 'InterestPicker']) await call('OnboardingResource', 'update', { step, skip: true }, me.cookie);
    const offered = await call<{ pins: Pin[] }>('OnboardingResource', 'update', { step: 'UseCase', skip: true }, me.cookie);
    const picks = offered.data.pins.slice(0, 3).map((p) => p.entityId);
    const body = JSON.stringify({ options: { step: 'PinPicker', pin_ids: picks } });
    const init = { method: 'PUT', headers: { cookie: me.cookie, 'content-type': 'application/json' }, body };
    const saved = 'SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ? AND deleted_at IS NULL';
    const progress = (sql: string) => /^\s*(INSERT|UPDATE)[\s\S]*member_onboarding/i.test(sql);
    const failed = await requestWith({ DB: { fault: D1_DOWN, when: progress } }, '/resource/OnboardingResource/update/', init);
    expect(failed.response.status).toBe(503);
    expect(await count(saved, Number(me.id))).toBe(0);
    expect((await call<{ state: { step: string } }>('OnboardingResource', 'get', {}, me.cookie)).data.state.step).toBe('PinPicker');
    const retried = await requestWith({}, '/resource/OnboardingResource/update/', init);
    expect(retried.response.status).toBe(200);
    expect(await count(saved, Number(me.id))).toBe(3);
  });

  it('a SQL error (our bug, not an outage) stays a 500 that names a request id and nothing else', async () => {
    const { response, text } = await requestWith({ DB: { fault: { kind: 'throw', message: 'D1_ERROR: no such column: nope: SQLITE_ERROR' } } }, feed);
    expect(response.status).toBe(500);
    expect(JSON.parse(text).resource_response.error.code).toBe('server_error');
  });

  it('a slow D1 (40 ms a call) only makes the home page slower: it is whole and 200', async () => {
    const { response, text } = await requestWith({ DB: { fault: { kind: 'slow', ms: 40 } } }, '/', page);
    expect(response.status).toBe(200);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM pins').first<{ n: number }>();
    expect(rows!.n).toBeGreaterThan(0);
    expect(text).toContain('data-test-id="pin"');
  });
});
