// A page's HTML as React renders it, as a byte stream that encodes its text once per flush
// (docs/architecture.md#what-keeps-pages-cheap). React's Node build encodes each of a page's ~3,000
// pieces (a tag, an attribute's name, its value) into its buffer with a TextEncoder.encodeInto call of
// its own, a native call each under workerd, and sums each piece's byte length with Buffer.byteLength
// inside an AsyncLocalStorage run; its Bun build, the same renderer, hands its destination the pieces
// as text, so here they are joined and encoded once each time React flushes. The stream is
// renderToReadableStream's: it resolves when the shell is ready (rejects when the shell fails), starts
// writing when it is first read, carries `allReady`, and a cancel aborts the render.
import type { ReactNode } from 'react';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server.bun';

/** What renderToReadableStream resolves to: the HTML and a promise of the whole render. */
export type HtmlStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

type Options = Omit<RenderToPipeableStreamOptions, 'onShellReady' | 'onShellError' | 'onAllReady'>;

const encoder = new TextEncoder();

/**
 * Renders `children` as HTML (the options of renderToReadableStream but its signal).
 * @example const stream = await renderHtml(<Document />, { nonce }); await stream.allReady;
 */
export function renderHtml(children: ReactNode, options: Options): Promise<HtmlStream> {
  return new Promise((resolve, reject) => {
    let settle!: { ready: () => void; fail: (error: unknown) => void };
    const allReady = new Promise<void>((ready, fail) => {
      settle = { ready, fail };
    });
    allReady.catch(() => undefined); // the page's to await; a failure also ends the stream
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let text = '';
    let cancelled = false;
    // The Node Writable that renderToPipeableStream writes to: text in, bytes out on each flush.
    const destination = {
      write(piece: string) {
        text += piece;
        return true;
      },
      flush() {
        if (!text || cancelled) return;
        controller.enqueue(encoder.encode(text));
        text = '';
      },
      end() {
        destination.flush();
        if (!cancelled) controller.close();
      },
      destroy(error: unknown) {
        settle.fail(error);
        if (!cancelled) controller.error(error);
      },
      // React listens for the Writable's drain, error and close; this one never pushes back, and its reader's cancel aborts.
      on: () => destination,
    };
    let piped = false;
    const { pipe, abort } = renderToPipeableStream(children, {
      ...options,
      onShellReady() {
        const stream = new ReadableStream<Uint8Array>(
          {
            start(c) {
              controller = c;
            },
            pull() {
              if (piped) return;
              piped = true;
              pipe(destination as unknown as Parameters<typeof pipe>[0]);
            },
            cancel(reason) {
              cancelled = true;
              abort(reason);
            },
          },
          { highWaterMark: 0 },
        );
        resolve(Object.assign(stream, { allReady }));
      },
      onShellError(error) {
        settle.fail(error);
        reject(error);
      },
      onAllReady() {
        settle.ready();
      },
    });
  });
}
