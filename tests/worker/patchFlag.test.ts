// docs/rules/closeup-and-visitors.md#calls-spec-002-7: the generic resource wrapper sends PATCH as an update with a patch flag. The router
// takes PATCH (or the flag) on an update only, and the update changes just the options it names.
import { describe, expect, it } from 'vitest';
import { ORIGIN, request, sessionCookie } from './helpers.ts';

const send = (method: string, verb: string, body: unknown, cookie = '') =>
  request(`/resource/UserSettingsResource/${verb}/`, {
    method,
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PATCH as an update with a patch flag (closeup-and-visitors: Calls)', () => {
  it('C53: a PATCH with the patch flag is an update that changes only the named setting (closeup-and-visitors: Calls)', async () => {
    const cookie = await sessionCookie(1);
    const first = await send('PUT', 'update', { options: { ad_personalization_first_party: false, surface_tag: 'test' } }, cookie);
    expect(first.status, await first.clone().text()).toBe(200);
    const response = await send('PATCH', 'update', { options: { dark_mode: true, surface_tag: 'test' }, patch: true }, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Update-Kind')).toBe('patch');
    const { resource_response } = (await response.json()) as { resource_response: { data: { settings: Record<string, unknown> } } };
    expect(resource_response.data.settings).toMatchObject({ dark_mode: true, ad_personalization_first_party: false });
  });

  it('C53: the patch flag sent with PUT marks the update as a patch too; a plain PUT is a plain update (closeup-and-visitors: Calls)', async () => {
    const cookie = await sessionCookie(1);
    const patched = await send('PUT', 'update', { options: { dark_mode: false, surface_tag: 'test' }, patch: true }, cookie);
    expect(patched.headers.get('X-Update-Kind')).toBe('patch');
    const plain = await send('PUT', 'update', { options: { dark_mode: false, surface_tag: 'test' } }, cookie);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('X-Update-Kind')).toBeNull();
  });

  it.each([
    ['the flag on a create', 'POST', 'create', { options: {}, patch: true }, 400],
    ['PATCH on a create', 'PATCH', 'create', { options: {} }, 405],
    ['a flag that is not a boolean', 'PATCH', 'update', { options: {}, patch: 'yes' }, 400],
  ])('C53: refuses %s (closeup-and-visitors: Calls)', async (_what, method, verb, body, status) => {
    const response = await request(`/resource/BoardResource/${verb}/`, {
      method,
      headers: { origin: ORIGIN, cookie: await sessionCookie(1), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(status);
  });
});
