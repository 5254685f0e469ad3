// KV unreachable: experiences are an optional part of a page, so pages render whole without them;
// a call that needs a definition says the service is unavailable (503) rather than failing blind.
import { describe, expect, it } from 'vitest';
import { ANON_COOKIE } from '#worker/lib/cookies.ts';
import { documentState, ORIGIN } from '../helpers.ts';
import { KV_DOWN, requestWith } from './faultyEnv.ts';

const page = { headers: { accept: 'text/html' } };

describe('KV unreachable (experiences: Lifecycle and behaviour: experiences are optional on a page)', () => {
  it('the home page renders whole, 200, with its pins and without experiences', async () => {
    const healthy = await requestWith({}, '/', page);
    expect(healthy.text).toContain('Welcome to Pinboard');
    const { response, text, calls } = await requestWith({ EXPERIENCES: KV_DOWN }, '/', page);
    expect(calls.EXPERIENCES).toBeGreaterThan(0);
    expect(response.status).toBe(200);
    expect(text).toContain('data-test-id="pin"');
    expect(text).not.toContain('Welcome to Pinboard');
    expect(documentState(text).experiences ?? {}).toEqual({});
  });

  it('a closeup renders whole without experiences', async () => {
    const home = await requestWith({}, '/', page);
    // A signed-out card links /pin/{title words}--{id}/ (docs/rules/pin-card.md#who-it-serves-spec-000-1).
    const pinId = /data-test-pin-id="(\d+)"|href="\/pin\/(?:[a-z0-9-]+--)?(\d+)\/"/.exec(home.text);
    const id = pinId?.[1] ?? pinId?.[2];
    expect(id).toBeTruthy();
    const { response } = await requestWith({ EXPERIENCES: KV_DOWN }, `/pin/${id}/`, page);
    expect(response.status).toBe(200);
  });

  it('triggering an experience while KV is down answers 503 with Retry-After and records nothing', async () => {
    const { response, text } = await requestWith({ EXPERIENCES: KV_DOWN }, '/v3/experiences/1000100:510001/trigger/', {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: `${ANON_COOKIE}=visitor-000000000777` },
      body: JSON.stringify({ extra_context: {} }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(JSON.parse(text).resource_response.error.code).toBe('unavailable');
  });
});
