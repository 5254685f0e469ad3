// React's byte counts in the worker (worker/pages/utf8Length.ts): wrangler.toml's [define] turns React's
// Buffer.byteLength calls into utf8Length, so it must count every text as Buffer.byteLength does, and every
// environment's bundle must get the define and the renderer must install the function it names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UTF8_LENGTH_GLOBAL, utf8Length } from '#worker/pages/utf8Length.ts';
import { ENVIRONMENTS, wranglerConfig } from '../../scripts/lib/wrangler.ts';

describe('utf8Length', () => {
  it('counts the UTF-8 bytes of any text as Buffer.byteLength does, lone surrogates and pairs included', () => {
    for (const text of ['', 'a', 'é', '€', '😀', 'a😀b', '\ud800', '\udc00', '\ud800x', 'x\udbff', '\udc00\ud800', '\u07ff\u0800\uffff'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary-ascii' })), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
      { numRuns: 500 },
    );
  });

  it.each(['local', ...ENVIRONMENTS] as const)("is what React's Buffer.byteLength calls become in the %s bundle, installed by the renderer", async (env) => {
    expect(wranglerConfig(env === 'local' ? undefined : env).define).toEqual({ 'Buffer.byteLength': `globalThis.${UTF8_LENGTH_GLOBAL}` });
    await import('#worker/pages/htmlStream.ts');
    expect((globalThis as Record<string, unknown>)[UTF8_LENGTH_GLOBAL]).toBe(utf8Length);
  });
});
