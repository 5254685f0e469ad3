// The worker renders with React's Bun build through worker/pages/htmlStream.ts (performance (docs/performance.md): its text is
// encoded once per flush, not piece by piece). In workerd it must write exactly the bytes the edge build
// writes, multi-byte text and streamed Suspense included, resolve and reject as renderToReadableStream
// does, and stop rendering when its reader cancels.
import { createElement as h, Suspense, use } from 'react';
import { renderToReadableStream as renderWithEdge } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { safeJsonForHtml } from '#shared/safeJson.ts';
import { renderHtml } from '#worker/pages/htmlStream.ts';

/** Text of every width UTF-8 has (1 to 4 bytes), long enough to cross many buffer boundaries. */
const TEXT = 'Crème brûlée — 東京 🍜 <b>&"\'</b> '.repeat(200);

function Card({ i }: { i: number }) {
  return h('div', { className: 'pin-card', 'data-pin-id': String(i), style: { ['--span' as string]: i, backgroundColor: '#7761a7' } }, [
    h('a', { key: 'a', href: `/pin/${i}/?q=a&b=${TEXT.slice(0, i * 7)}`, 'aria-label': TEXT.slice(i, i * 13) }, TEXT.slice(0, i * 31)),
    h('img', { key: 'img', src: `/i/236x/${i}.jpg`, alt: TEXT.slice(i), width: 236, height: 300 }),
  ]);
}

function Broken(): never {
  throw new Error('no shell');
}

function Later({ value }: { value: Promise<string> }) {
  return h('p', null, use(value));
}

function Page() {
  const later = new Promise<string>((resolve) => setTimeout(() => resolve(TEXT), 5));
  return h('html', { lang: 'en' }, [
    h('head', { key: 'head' }, h('title', null, 'Pins')),
    h('body', { key: 'body' }, [
      ...Array.from({ length: 40 }, (_, i) => h(Card, { key: i, i })),
      h(Suspense, { key: 'later', fallback: h('p', null, 'Loading') }, h(Later, { value: later })),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by shared/safeJson.ts, as the pages embed it
      h('script', { key: 'json', type: 'application/json', dangerouslySetInnerHTML: { __html: safeJsonForHtml({ TEXT }) } }),
    ]),
  ]);
}

async function bytes(render: typeof renderWithEdge | typeof renderHtml, allReady: boolean): Promise<Uint8Array> {
  const stream = await render(h(Page), { nonce: 'n0nce', bootstrapScriptContent: 'void 0', progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  if (allReady) await stream.allReady;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("the page renderer (React's Bun build in workerd) (docs/decisions/015-react-bun-build.md)", () => {
  it.each([true, false])('writes the same bytes as the edge build (whole document first: %s)', async (allReady) => {
    const [worker, edge] = await Promise.all([bytes(renderHtml, allReady), bytes(renderWithEdge, allReady)]);
    expect(worker.byteLength).toBeGreaterThan(100_000);
    expect(new TextDecoder().decode(worker)).toBe(new TextDecoder().decode(edge));
    expect(worker).toEqual(edge);
  });

  it('rejects when the shell fails, as renderToReadableStream does, and reports the error', async () => {
    const errors: unknown[] = [];
    await expect(renderHtml(h('html', null, h('body', null, h(Broken))), { onError: (e) => void errors.push(e) })).rejects.toThrow('no shell');
    expect(errors).toHaveLength(1);
  });

  it('writes the shell first and the streamed part when it comes, and a cancel stops the render', async () => {
    let finish!: (text: string) => void;
    const later = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const page = h(
      'html',
      null,
      h('body', null, [h('h1', { key: 'h' }, 'Pins'), h(Suspense, { key: 's', fallback: h('p', null, 'Loading') }, h(Later, { value: later }))]),
    );
    const errors: unknown[] = [];
    const stream = await renderHtml(page, { onError: (e) => void errors.push(e) });
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<h1>Pins</h1>');
    expect(first).toContain('Loading');
    await reader.cancel('gone');
    finish('too late');
    await expect(stream.allReady).resolves.toBeUndefined();
    // The waiting boundary was given up with the cancel's reason, not rendered.
    expect(errors).toEqual(['gone']);
  });
});
