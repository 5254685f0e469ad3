// Finding 6 (link rules skipped by a deep subdomain): a link is judged by every suffix of its host,
// however many labels it has, so a domain rule covers all its subdomains; a host too long for DNS
// is no link at all. Checked through GET /v3/offsite/ and the /offsite/ redirect.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { OffsiteCheck } from '#shared/offsite/verdict.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { signOffsiteToken } from '#worker/offsite/token.ts';
import { ORIGIN, request } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

/** A host `labels` one-letter labels below `domain`, e.g. deep(3, 'blocked.example') = 'a.a.a.blocked.example'. */
const deep = (labels: number, domain: string) => `${'a.'.repeat(labels)}${domain}`;

async function check(url: string) {
  const response = await request(`/v3/offsite/?check_only=true&url=${encodeURIComponent(url)}`, { headers: { 'cf-connecting-ip': freshIp() } });
  return { status: response.status, body: (await response.json()) as ResourceResponse<OffsiteCheck> };
}

describe('every suffix of a host is checked, however long (security: Link safety)', () => {
  it.each([1, 60, 89, 90, 91, 100, 119])('blocks a link %i labels below blocked.example, and changes nothing', async (labels) => {
    const host = deep(labels, 'blocked.example');
    expect(host.length).toBeLessThanOrEqual(253);
    const before = await snapshotD1();
    const { status, body } = await check(`https://${host}/free-money`);
    expect(status).toBe(200);
    expect(body.resource_response.data?.redirect_status).toBe('blocked');
    expect(await snapshotD1()).toEqual(before);
  });

  it.each([
    ['upper case and a trailing dot', `https://${deep(100, 'BLOCKED.EXAMPLE')}./`, 'blocked'],
    ['a port and userinfo', `https://user:pw@${deep(95, 'blocked.example')}:8443/x`, 'blocked'],
    ['another category', `https://${deep(100, 'suspicious.example')}/`, 'suspicious'],
    ['wrapped in our own /offsite/ link', `${ORIGIN}/offsite/?url=${encodeURIComponent(`https://${deep(100, 'adult.example')}/`)}&pin=1`, 'porn'],
  ])('judges %s by its parent domain', async (_what, url, verdict) => {
    expect((await check(url)).body.resource_response.data?.redirect_status).toBe(verdict);
  });

  it.each([
    ['longer than 253 characters', `https://${deep(130, 'blocked.example')}/`],
    ['a label longer than 63 characters', `https://${'a'.repeat(64)}.blocked.example/`],
  ])('refuses a host %s as no link at all (400), rather than judging it safe', async (_what, url) => {
    const before = await snapshotD1();
    const { status, body } = await check(url);
    expect(status).toBe(400);
    expect(body.resource_response.error?.code).toBe('invalid');
    expect(await snapshotD1()).toEqual(before);
  });

  it('never redirects to a deep subdomain of a blocked domain, even with a valid token', async () => {
    const url = `https://${deep(100, 'blocked.example')}/`;
    const token = await signOffsiteToken(env.OFFSITE_SECRET, url, '1', Math.floor(Date.now() / 1000) + 3600);
    const response = await request(`/offsite/?${new URLSearchParams({ token, url, pin: '1' })}`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Heads up!');
  });

  it('still lets a deep subdomain of an unlisted domain through', async () => {
    expect((await check(`https://${deep(100, 'fine.example')}/`)).body.resource_response.data?.redirect_status).toBe('ok');
  });
});
