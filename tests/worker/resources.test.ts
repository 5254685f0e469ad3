// The resource API contract: envelope, statuses, schema validation, bookmarks and CSRF.

import { describe, expect, it } from 'vitest';
import { FIRST_HTML_CARDS } from '#shared/constants.ts';
import type { Pin, ResourceResponse } from '#shared/types.ts';
import { getResource, ORIGIN, request } from './helpers.ts';

describe('resource envelope (docs/architecture.md: The resource contract)', () => {
  it('answers success with data and a bookmark', async () => {
    const { response, body } = await getResource<Pin[]>('HomefeedResource', {});
    expect(response.status).toBe(200);
    expect(body.resource_response.status).toBe('success');
    expect(body.resource_response.error).toBeNull();
    expect(body.resource_response.data).toHaveLength(25);
    expect(typeof body.resource_response.bookmark).toBe('string');
  });

  it('pages the home feed by bookmark to the end without repeats', async () => {
    const seen = new Set<string>();
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const { body }: { body: ResourceResponse<Pin[]> } = await getResource<Pin[]>('HomefeedResource', { bookmark, page_size: 50 });
      for (const pin of body.resource_response.data ?? []) {
        expect(seen.has(pin.entityId)).toBe(false);
        seen.add(pin.entityId);
      }
      bookmark = body.resource_response.bookmark;
      pages++;
    } while (bookmark && pages < 20);
    expect(bookmark).toBeNull();
    expect(seen.size).toBeGreaterThan(50);
  });

  it.each([
    ['a forged bookmark', { bookmark: 'eyJmIjoiaG9tZSIsImJlZm9yZSI6Inh4In0' }, 'invalid'],
    ['garbage in the bookmark', { bookmark: '!!!' }, 'invalid'],
    ['a page size of the wrong type', { page_size: 'ten' }, 'invalid'],
    ['a page size out of range', { page_size: 5000 }, 'invalid'],
  ])('refuses %s with a 400 and a message', async (_what, options, code) => {
    const { response, body } = await getResource('HomefeedResource', options);
    expect(response.status).toBe(400);
    expect(body.resource_response.status).toBe('failure');
    expect(body.resource_response.error?.code).toBe(code);
    expect(body.resource_response.error?.message.length).toBeGreaterThan(5);
  });

  it('refuses data that is not JSON with a 400, never a 500', async () => {
    for (const data of ['{', 'null', '[]', '"x"', '%E0%A4%A']) {
      const response = await request(`/resource/HomefeedResource/get/?data=${data}`);
      expect(response.status).toBe(400);
    }
  });

  it('answers 404 for unknown resources and 405 for the wrong method', async () => {
    expect((await getResource('NoSuchResource', {})).response.status).toBe(404);
    const response = await request('/resource/HomefeedResource/create/', { method: 'POST', headers: { origin: ORIGIN } });
    expect(response.status).toBe(404);
    const wrong = await request('/resource/PinResource/get/', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' });
    expect(wrong.status).toBe(405);
  });

  it('reads a pin, and answers 404 for a missing one', async () => {
    const feed = await getResource<Pin[]>('HomefeedResource', {});
    const pin = feed.body.resource_response.data![0];
    const { body } = await getResource<Pin>('PinResource', { id: pin.entityId });
    expect(body.resource_response.data?.entityId).toBe(pin.entityId);
    expect((await getResource('PinResource', { id: '99999999' })).response.status).toBe(404);
    expect((await getResource('PinResource', { id: 'abc' })).response.status).toBe(400);
  });

  it('answers the data of a page by path for client navigation', async () => {
    const { body } = await getResource<{ route: string; status: number; data: { kind: string; feed?: { pins: Pin[]; rest?: true } } }>('PageResource', {
      path: '/',
    });
    expect(body.resource_response.data?.route).toBe('home');
    // The cards a first screen draws; the grid reads the feed's first page again for the rest (worker/feed/homeFeed.ts homePageFeed).
    expect(body.resource_response.data?.data.feed?.pins).toHaveLength(FIRST_HTML_CARDS);
    expect(body.resource_response.data?.data.feed?.rest).toBe(true);
    const missing = await getResource<{ status: number }>('PageResource', { path: '/nope/a/b/c/' });
    expect(missing.body.resource_response.data?.status).toBe(404);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await request('/resource/PageResource/get/', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe('CSRF (security: Origin and CSRF)', () => {
  it.each([
    ['no Origin header', {}],
    ['another Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a state change with %s', async (_what, headers) => {
    const response = await request('/resource/PinResource/update/', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"options":{}}',
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { resource_response: { error: { code: string } } };
    expect(body.resource_response.error.code).toBe('csrf');
  });

  it('lets same-origin state changes through to the resource', async () => {
    const response = await request('/resource/HomefeedResource/update/', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: '{"options":{}}',
    });
    expect(response.status).toBe(404);
  });
});
