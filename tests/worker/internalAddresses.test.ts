// docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#roles-spec-000-6: employees and internal addresses see the debug box (only with a deb_ query
// parameter); internal addresses are the deployment's INTERNAL_NETWORKS.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '#worker/app.ts';
import { isInternalAddress } from '#worker/lib/internalNetworks.ts';
import { BROWSER_UA, documentState, ORIGIN } from './helpers.ts';

const NETWORKS = '10.0.0.0/8, 2001:db8:42::/48';

/** The home page from the app with these networks, given an execution context as the worker's fetch gives every request. */
async function home(ip: string, query: string) {
  const ctx = createExecutionContext();
  const response = await createApp().request(
    `${ORIGIN}/${query}`,
    { headers: { accept: 'text/html', 'user-agent': BROWSER_UA, 'cf-connecting-ip': ip } },
    { ...env, INTERNAL_NETWORKS: NETWORKS },
    ctx,
  );
  expect(response.status).toBe(200);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

describe('internal addresses (pin-card: Who it serves, Roles)', () => {
  it.each([
    ['10.1.2.3', true],
    ['11.1.2.3', false],
    ['2001:db8:42:7::1', true],
    ['2001:db8:43::1', false],
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s is internal: %s (pin-card: Roles)', (ip, internal) => {
    expect(isInternalAddress(ip, NETWORKS)).toBe(internal);
  });

  it('matches nothing without networks or with malformed ones', () => {
    expect(isInternalAddress('10.1.2.3', '')).toBe(false);
    expect(isInternalAddress('10.1.2.3', '10.0.0.0/99, garbage')).toBe(false);
    expect(isInternalAddress('10.1.2.3', '10.1.2.3')).toBe(true);
  });

  it('A2: a visitor from an internal address is marked internal (so the debug box shows with a deb_ parameter), others are not (pin-card: Who it serves)', async () => {
    const internal = await home('10.9.8.7', '?deb_grid=1');
    expect(documentState(internal).viewer.isInternal).toBe(true);
    const outside = await home('198.51.100.7', '?deb_grid=1');
    expect(documentState(outside).viewer.isInternal).toBe(false);
  });
});
