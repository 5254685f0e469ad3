// /offsite/ navigations carrying csr and aux_data as the outbound link adds them (shared/offsite/navigation.ts):
// kept with the clickthrough, validated, and never able to change where the link goes or whether it is trusted.
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { offsiteNavigation } from '#shared/offsite/navigation.ts';
import { offsitePath } from '#worker/offsite/sign.ts';
import { request } from './helpers.ts';

let ip = 0;
/** Each test asks from its own address so the rate limits of one never touch another. */
const from = (): RequestInit => ({ headers: { 'cf-connecting-ip': `10.9.0.${++ip}` } });

const lastClickthrough = async () => {
  await waitForGlobalWaitUntil(); // a visit is logged after its answer
  const row = await env.DB.prepare('SELECT clickthrough_type, url, aux_data FROM offsite_clickthroughs ORDER BY id DESC LIMIT 1').first<{
    clickthrough_type: string;
    url: string;
    aux_data: string;
  }>();
  return { ...row!, aux: JSON.parse(row!.aux_data) as Record<string, unknown> };
};
const clickthroughs = async () => {
  await waitForGlobalWaitUntil();
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM offsite_clickthroughs').first<{ n: number }>())?.n ?? 0;
};

describe('A52: /offsite/ navigation with csr and aux_data', () => {
  it('A52: a signed link with csr and aux_data still redirects, and the clickthrough keeps them', async () => {
    const url = 'https://recipes.example/stew';
    const path = offsiteNavigation(await offsitePath(env.OFFSITE_SECRET, url, '7'), {
      csr: 'c0ffee-1',
      auxData: { clickthrough_type: 'clickthrough', page_url: 'https://pins.test/pin/7/' },
    });
    expect(path).toMatch(/&csr=c0ffee-1&aux_data=/);
    const response = await request(path, from());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(url);
    const logged = await lastClickthrough();
    expect(logged).toMatchObject({ clickthrough_type: 'offsite_redirect', url });
    expect(logged.aux).toEqual({ clickthrough_type: 'clickthrough', page_url: 'https://pins.test/pin/7/', csr: 'c0ffee-1', token: 'valid' });
  });

  it('A52: aux_data cannot claim a verdict or move the destination; an unsigned link stays an interstitial', async () => {
    const url = 'https://recipes.example/soup';
    const signed = await offsitePath(env.OFFSITE_SECRET, url, '7');
    const forged = `${signed}&aux_data=${encodeURIComponent(JSON.stringify({ token: 'forged', url: 'https://evil.example/' }))}`;
    const response = await request(forged, from());
    expect(response.headers.get('location')).toBe(url);
    expect((await lastClickthrough()).aux.token).toBe('valid');

    const unsigned = `/offsite/?url=${encodeURIComponent('https://evil.example/')}&pin=7&csr=abc&aux_data=${encodeURIComponent('{"token":"valid"}')}`;
    const leaving = await request(unsigned, from());
    expect(leaving.status).toBe(200);
    expect(leaving.headers.get('location')).toBeNull();
    expect(await leaving.text()).toContain('You are leaving');
    expect((await lastClickthrough()).aux).toMatchObject({ csr: 'abc', token: 'missing' });
  });

  it.each([
    ['a csr with other characters', 'csr=a%20b', 'csr must be at most 64'],
    ['a csr too long', `csr=${'a'.repeat(65)}`, 'csr must be at most 64'],
    ['aux_data that is not JSON', 'aux_data=%7Bnope', 'aux_data is not valid JSON'],
    ['aux_data that is not an object', 'aux_data=%5B1%5D', 'aux_data must be a JSON object'],
    ['aux_data too long', `aux_data=${encodeURIComponent(JSON.stringify({ x: 'y'.repeat(1100) }))}`, 'aux_data is longer than 1024'],
  ])('A52: refuses %s with 400, opening and logging nothing', async (_what, extra, message) => {
    const before = await clickthroughs();
    const response = await request(`${await offsitePath(env.OFFSITE_SECRET, 'https://recipes.example/pie', '7')}&${extra}`, from());
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain(message);
    expect(await clickthroughs()).toBe(before);
  });
});
