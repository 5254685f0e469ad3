// The worker renders with React's Node build (worker/pages/render.tsx, performance (docs/performance.md): it writes text into
// one buffer instead of a byte array per attribute). In workerd it must write exactly the bytes the
// edge build writes, multi-byte text across its 4 KiB buffer boundaries and streamed Suspense included.
import { createElement as h, Suspense, use } from 'react';
import { renderToReadableStream as renderWithEdge } from 'react-dom/server.edge';
import { renderToReadableStream as renderWithNode } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { safeJsonForHtml } from '#shared/safeJson.ts';

/** Text of every width UTF-8 has (1 to 4 bytes), long enough to cross many buffer boundaries. */
const TEXT = 'Crème brûlée — 東京 🍜 <b>&"\'</b> '.repeat(200);

function Card({ i }: { i: number }) {
  return h('div', { className: 'pin-card', 'data-pin-id': String(i), style: { ['--span' as string]: i, backgroundColor: '#7761a7' } }, [
    h('a', { key: 'a', href: `/pin/${i}/?q=a&b=${TEXT.slice(0, i * 7)}`, 'aria-label': TEXT.slice(i, i * 13) }, TEXT.slice(0, i * 31)),
    h('img', { key: 'img', src: `/i/236x/${i}.jpg`, alt: TEXT.slice(i), width: 236, height: 300 }),
  ]);
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

async function bytes(render: typeof renderWithEdge, allReady: boolean): Promise<Uint8Array> {
  const stream = await render(h(Page), { nonce: 'n0nce', bootstrapScriptContent: 'void 0', progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  if (allReady) await stream.allReady;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("the page renderer (React's Node build in workerd, issue 18)", () => {
  it.each([true, false])('writes the same bytes as the edge build (whole document first: %s)', async (allReady) => {
    const [node, edge] = await Promise.all([bytes(renderWithNode, allReady), bytes(renderWithEdge, allReady)]);
    expect(node.byteLength).toBeGreaterThan(100_000);
    expect(new TextDecoder().decode(node)).toBe(new TextDecoder().decode(edge));
    expect(node).toEqual(edge);
  });
});
