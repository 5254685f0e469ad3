// docs/security.md#rate-limits-exact-and-per-location: the log rows callers add to D1 are bounded in bytes, in one exact
// bucket (addedBytes): one person group (an IPv6 /48, a new /64 each request, no cookie), or one account from many /64s,
// writing the largest rows the caps allow through POST /v3/offsite/ and ClientLogResource stops at its daily bytes, and past
// them nothing is written.
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { ADDED_ROW_OVERHEAD_BYTES, RATE_LIMITS } from '#shared/constants.ts';
import { signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

const SLOW = { timeout: 300_000 };
const json = (address: string) => ({ origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': address });
const slash64 = (i: number) => `2001:db8:4857:${(i + 1).toString(16)}::1`;

/** Rows of `table` past `lastId`, and the UTF-8 bytes of their text columns. */
async function added(table: string, columns: readonly string[], lastId: number) {
  await waitForGlobalWaitUntil(); // a visit to /offsite/ is logged after its answer
  const bytes = columns.map((column) => `length(CAST(coalesce(${column}, '') AS BLOB))`).join(' + ');
  const row = await env.DB.prepare(`SELECT count(*) AS n, coalesce(sum(${bytes}), 0) AS bytes FROM ${table} WHERE id > ?`)
    .bind(lastId)
    .first<{ n: number; bytes: number }>();
  return row ?? { n: 0, bytes: 0 };
}
const lastId = async (table: string) => {
  await waitForGlobalWaitUntil(); // a visit to /offsite/ is logged after its answer
  return (await env.DB.prepare(`SELECT coalesce(max(id), 0) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
};
const OFFSITE = ['url', 'host', 'clickthrough_type', 'aux_data', 'client_tracking_params', 'anonymous_id'];
const LOGS = ['name', 'route', 'error_name', 'error_message', 'error_stack', 'boundary_name', 'boundary_type'];

describe('signed-out rows are bounded in bytes per person (security: rate limits: exact and per-location)', () => {
  it(
    'one /48 without a cookie, a new /64 each call, writing the largest offsite and client log rows stops at addedBytes, refused with 429 and nothing written past it (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const since = { offsite: await lastId('offsite_clickthroughs'), logs: await lastId('client_logs') };
      const statuses: number[] = [];
      for (let i = 0; i < 110; i++) {
        const response = await request('/v3/offsite/', {
          method: 'POST',
          headers: json(slash64(i)),
          body: JSON.stringify({
            url: `https://example.com/${'a'.repeat(2000)}${i}`,
            client_tracking_params: 'c'.repeat(1024),
            aux_data: { clickthrough_type: 'clickthrough', note: 'n'.repeat(4000) },
          }),
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      for (let i = 0; i < 60; i++) {
        const response = await request('/resource/ClientLogResource/create/', {
          method: 'POST',
          headers: json(slash64(200 + i)),
          body: JSON.stringify({
            options: {
              name: 'error_boundary',
              path: '/',
              // At the caps in UTF-8 bytes: 3-byte characters, a third as many.
              error: { name: '名'.repeat(33), message: '文'.repeat(333), stack: '堆'.repeat(1333), boundary_name: '界'.repeat(33), type: 'primary' },
            },
          }),
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      const offsite = await added('offsite_clickthroughs', OFFSITE, since.offsite);
      const logs = await added('client_logs', LOGS, since.logs);
      const held = offsite.bytes + logs.bytes + (offsite.n + logs.n) * ADDED_ROW_OVERHEAD_BYTES;
      expect(held).toBeLessThanOrEqual(RATE_LIMITS.addedBytes.limit);
      // Most of the budget is used, the rest refused: each refusal a 429 that wrote nothing.
      expect(held).toBeGreaterThan(RATE_LIMITS.addedBytes.limit * 0.9);
      expect(statuses.filter((s) => s !== 201 && s !== 200).every((s) => s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(offsite.n + logs.n).toBe(statuses.filter((s) => s < 300).length);
    },
  );

  it('GET /offsite/ past the budget still takes the visitor on, and logs nothing (security: rate limits: exact and per-location)', SLOW, async () => {
    const person = (i: number) => `2001:db8:4858:${(i + 1).toString(16)}::1`;
    const since = await lastId('offsite_clickthroughs');
    // Most of the /48's bytes spent by clickthrough logs.
    for (let i = 0; i < 110; i++) {
      const response = await request('/v3/offsite/', {
        method: 'POST',
        headers: json(person(i)),
        body: JSON.stringify({
          url: `https://example.com/${'a'.repeat(2000)}${i}`,
          client_tracking_params: 'c'.repeat(1024),
          aux_data: { note: 'n'.repeat(4000) },
        }),
      });
      await response.body?.cancel();
    }
    const visit = async (url: string, address: string) => {
      const params = new URLSearchParams({ url, client_tracking_params: 'c'.repeat(1024), aux_data: JSON.stringify({ note: 'n'.repeat(900) }) });
      const response = await request(`/offsite/?${params}`, { headers: { 'cf-connecting-ip': address } });
      await response.body?.cancel();
      return response.status;
    };
    const visits: number[] = [];
    for (let i = 0; i < 100; i++) visits.push(await visit(`https://example.com/visit/${'v'.repeat(1900)}`, person(300 + i)));
    // Every visit is taken to the leaving page, logged or not.
    expect(visits).toEqual(Array(100).fill(200));
    const control = 'https://example.com/under-budget';
    expect(await visit(control, '198.51.100.57')).toBe(200);
    const rowsOf = async (url: string) => {
      await waitForGlobalWaitUntil();
      return (await env.DB.prepare('SELECT count(*) AS n FROM offsite_clickthroughs WHERE url = ? AND id > ?').bind(url, since).first<{ n: number }>())?.n ?? 0;
    };
    await vi.waitFor(async () => expect(await rowsOf(control)).toBe(1));
    const logged = await added('offsite_clickthroughs', OFFSITE, since);
    // The one control row is another person's (under 5 KB).
    expect((logged.n - 1) * ADDED_ROW_OVERHEAD_BYTES + logged.bytes).toBeLessThanOrEqual(RATE_LIMITS.addedBytes.limit + 5_000);
    expect(await rowsOf(`https://example.com/visit/${'v'.repeat(1900)}`)).toBeLessThan(100);
  });
});

describe('a member pays for the same log rows, by the account (security: rate limits: exact and per-location)', () => {
  it(
    'one fresh account, a new /64 of one /48 each call, writing the largest offsite and client log rows stops at addedBytes; another account on the same address is not refused (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const me = await signUp('bytes');
      const since = { offsite: await lastId('offsite_clickthroughs'), logs: await lastId('client_logs') };
      const member = (address: string, cookie = me.cookie) => ({ ...json(address), cookie });
      const slash64OfOne48 = (i: number) => `2001:db8:4859:${(i + 1).toString(16)}::1`;
      const statuses: number[] = [];
      for (let i = 0; i < 110; i++) {
        const response = await request('/v3/offsite/', {
          method: 'POST',
          headers: member(slash64OfOne48(i)),
          body: JSON.stringify({
            url: `https://example.com/${'a'.repeat(2000)}${i}`,
            client_tracking_params: 'c'.repeat(1024),
            aux_data: { clickthrough_type: 'clickthrough', note: 'n'.repeat(4000) },
          }),
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      for (let i = 0; i < 60; i++) {
        const response = await request('/resource/ClientLogResource/create/', {
          method: 'POST',
          headers: member(slash64OfOne48(200 + i)),
          body: JSON.stringify({
            options: {
              name: 'error_boundary',
              path: '/',
              error: { name: '名'.repeat(33), message: '文'.repeat(333), stack: '堆'.repeat(1333), boundary_name: '界'.repeat(33), type: 'primary' },
            },
          }),
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      const offsite = await added('offsite_clickthroughs', OFFSITE, since.offsite);
      const logs = await added('client_logs', LOGS, since.logs);
      const held = offsite.bytes + logs.bytes + (offsite.n + logs.n) * ADDED_ROW_OVERHEAD_BYTES;
      expect(held).toBeLessThanOrEqual(RATE_LIMITS.addedBytes.limit);
      expect(held).toBeGreaterThan(RATE_LIMITS.addedBytes.limit * 0.9);
      expect(statuses.filter((s) => s !== 201 && s !== 200).every((s) => s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(offsite.n + logs.n).toBe(statuses.filter((s) => s < 300).length);
      // The budget is the account's: another member calling from the same address still writes.
      const other = await signUp('bytes');
      const response = await request('/v3/offsite/', {
        method: 'POST',
        headers: member(slash64OfOne48(0), other.cookie),
        body: JSON.stringify({ url: 'https://example.com/another-member' }),
      });
      await response.body?.cancel();
      expect(response.status).toBeLessThan(300);
    },
  );
});
