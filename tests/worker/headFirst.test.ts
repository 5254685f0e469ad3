// Head first (docs/performance.md#head-first): a person's page sends its document's head, with its stylesheets,
// before any of its data is read, through the real worker with every D1 statement held until the test lets it
// answer. Its title and meta still end in <head>, a crawler still gets the whole document at once, a missing pin
// is still a 404, and an outage after the head still ends the page as the outage page.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '#worker/index.ts';
import { D1_DOWN, faultyEnv, requestWith } from './faults/faultyEnv.ts';
import { BROWSER_UA, GOOGLEBOT_UA, headOf, ORIGIN, request } from './helpers.ts';

/** Longer than any page takes here: an answer that has not come by then waits for the held reads. */
const NO_ANSWER_MS = 10_000;

const decoder = new TextDecoder();

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, text = ''): Promise<string> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

describe('Head first: the head goes before the data (docs/decisions/021-head-before-data.md)', () => {
  // First in the file: no snapshot of the signed-out feed is kept yet (a failed read keeps none), so the home reads D1.
  it("Head first: a person's home whose feed cannot be read ends as the outage page after its head; a crawler's is a 503", async () => {
    const person = await requestWith({ DB: { fault: D1_DOWN } }, '/', { headers: { accept: 'text/html' } });
    expect(person.text.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(person.text).toContain('Nothing was changed');
    expect(person.text).toContain('<a href="/">Try again</a>');
    expect(person.text).not.toContain('data-test-id="pin"');
    const crawler = await requestWith({ DB: { fault: D1_DOWN } }, '/', { headers: { accept: 'text/html', 'user-agent': GOOGLEBOT_UA } });
    expect(crawler.response.status).toBe(503);
  });

  it("Head first: a person's home answers with its head while every D1 read is held, and completes once they answer", async () => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { env: held, calls } = faultyEnv({ DB: { fault: { kind: 'held', until } } });
    const ctx = createExecutionContext();
    const headers = { accept: 'text/html', 'user-agent': BROWSER_UA };
    const answered = worker.fetch(new Request(`${ORIGIN}/`, { headers }), held, ctx);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const noAnswer = new Promise<'no answer'>((resolve) => {
      timer = setTimeout(() => resolve('no answer'), NO_ANSWER_MS);
    });
    try {
      const response = await Promise.race([answered, noAnswer]);
      expect(response).not.toBe('no answer');
      if (response === 'no answer') return;
      const reader = response.body!.getReader();
      const first = await Promise.race([reader.read(), noAnswer]);
      expect(first).not.toBe('no answer');
      if (first === 'no answer' || first.done) return;
      const start = decoder.decode(first.value, { stream: true });
      expect(start).toMatch(/^<!DOCTYPE html><html lang="en" data-theme="\w+"><head><meta charSet="utf-8"\/>/);
      expect(start).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" data-precedence="default"\/>/);
      expect(start).not.toContain('data-test-id="pin"');
      release();
      const html = await readAll(reader, start);
      expect(response.status).toBe(200);
      // The page read D1, through the held statements, after its head had gone.
      expect(calls.DB ?? 0).toBeGreaterThan(0);
      expect(headOf(html)).toContain('<title>Pinboard</title>');
      expect(headOf(html)).toContain('<meta name="description"');
      expect(html.match(/data-test-id="pin"/g)?.length ?? 0).toBeGreaterThan(0);
      expect(html.endsWith('</body></html>')).toBe(true);
    } finally {
      release();
      clearTimeout(timer);
      await waitOnExecutionContext(ctx);
    }
  });

  it("Head first: a closeup's title, description and canonical stay in <head>, for a person and a crawler", async () => {
    const home = await (await request('/', { headers: { accept: 'text/html' } })).text();
    const pinPath = /href="(\/pin\/[^"/]+\/)"/.exec(home)?.[1];
    expect(pinPath).toBeTruthy();
    for (const ua of [BROWSER_UA, GOOGLEBOT_UA]) {
      const response = await request(pinPath!, { headers: { accept: 'text/html', 'user-agent': ua } });
      const html = await response.text();
      expect(response.status).toBe(200);
      const head = headOf(html);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toContain('<meta name="description"');
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/pin/`);
      expect(html.endsWith('</body></html>')).toBe(true);
    }
  });

  it('Head first: a missing pin is still a 404, its head titled so, for a person and a crawler', async () => {
    for (const ua of [BROWSER_UA, GOOGLEBOT_UA]) {
      const response = await request('/pin/999999999/', { headers: { accept: 'text/html', 'user-agent': ua } });
      expect(response.status).toBe(404);
      expect(headOf(await response.text())).toContain('<title>Page not found | Pinboard</title>');
    }
  });
});
