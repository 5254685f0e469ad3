// SSRF in the server-side fetch of a web image: every fetch of a member's url goes through
// worker/lib/outboundFetch.ts, which refuses hosts that are not on the web however they are
// spelled (worker/lib/publicHosts.ts) and this site's own origin, re-checks every redirect hop,
// stops after MAX_REDIRECTS, and answers one generic message for every failure (docs/rules/closeup-and-visitors.md#calls-spec-002-7
// PinResource create with image_url).
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REDIRECTS, OUTBOUND_FAILED, outboundFetch } from '#worker/lib/outboundFetch.ts';
import { isPublicHost } from '#worker/lib/publicHosts.ts';
import { makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { ORIGIN } from '../helpers.ts';
import { webCalls, withDns } from './dnsAnswers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const hostOf = (spelling: string) => new URL(`http://${spelling}/x.png`).hostname;

afterEach(() => vi.restoreAllMocks());

describe('the hosts a member url may reach (publicHosts.ts) (closeup-and-visitors: Calls)', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'printer.local',
    'metadata.google.internal',
    'intranet',
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[0:0:0:0:0:ffff:a00:1]',
    '[64:ff9b::7f00:1]',
    '[2002:7f00:1::]',
    '[fe80::1]',
    '[fd00::1]',
    '[::ffff:0:7f00:1]',
    '[::ffff:0:127.0.0.1]',
    '[0:0:0:0:ffff:0:7f00:1]',
    '[::ffff:1:7f00:1]',
    '[::ffff:0:a9fe:a9fe]',
    '[1::1]',
    '[100::1]',
    '[3fff::1]',
    '[3ffe:831f::1]',
    '[2000::1]',
    '[4000::1]',
    '[ff02::1]',
    '127.0.0.1.nip.io',
    '10-0-0-1.sslip.io',
    '7f000001.nip.io',
    'localtest.me',
  ])('refuses %s', (spelling) => {
    expect(isPublicHost(hostOf(spelling))).toBe(false);
  });

  it.each(['[::ffff:93.184.216.34]', '[64:ff9b::5db8:d822]', '[2002:5db8:d822::1]', '[::5db8:d822]'])(
    'refuses %s: an IPv6 address that carries an IPv4 one is refused by its network, whatever it carries',
    (spelling) => {
      expect(isPublicHost(hostOf(spelling))).toBe(false);
    },
  );

  it.each(['images.example.com', '8.8.8.8', '93.184.216.34', '[2606:4700:4700::1111]', 'cdn-1.example.org'])('allows %s', (spelling) => {
    expect(isPublicHost(hostOf(spelling))).toBe(true);
  });

  it('refuses every address of a reserved IPv4 network, in every spelling (fast-check)', () => {
    const networks: Array<[number, number]> = [
      [0x7f000000, 8],
      [0x0a000000, 8],
      [0xac100000, 12],
      [0xc0a80000, 16],
      [0xa9fe0000, 16],
      [0x64400000, 10],
      [0x00000000, 8],
      [0xe0000000, 4],
      [0xf0000000, 4],
    ];
    const spell = (n: number, how: number) => {
      const parts = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
      const hex = n.toString(16).padStart(8, '0');
      return [
        parts.join('.'),
        String(n),
        `0x${hex}`,
        parts.map((p) => `0${p.toString(8)}`).join('.'),
        `[::ffff:${parts.join('.')}]`,
        `[64:ff9b::${hex.slice(0, 4)}:${hex.slice(4)}]`,
        `${parts.join('-')}.sslip.io`,
      ][how];
    };
    fc.assert(
      fc.property(fc.constantFrom(...networks), fc.nat(), fc.integer({ min: 0, max: 6 }), ([base, prefix], bits, how) => {
        const address = (base | (bits & (2 ** (32 - prefix) - 1))) >>> 0;
        expect(isPublicHost(hostOf(spell(address, how)))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('PinResource create fetches a web image only from the web (closeup-and-visitors: Calls)', () => {
  const png = () => makePng(40, 30, () => [30, 60, 200]);

  it.each([
    'http://127.0.0.1:8787/secret.png',
    'http://localhost:8787/secret.png',
    'http://2130706433/secret.png',
    'http://[::ffff:127.0.0.1]/secret.png',
    'http://[::ffff:0:7f00:1]/secret.png',
    'http://[::ffff:0:a9fe:a9fe]/latest/meta-data/',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1.nip.io/secret.png',
    `${ORIGIN}/offsite/?url=${encodeURIComponent('http://127.0.0.1:8787/secret.png')}&pin=1&token=x`,
    'http://user:pw@images.example.com/a.png',
  ])('refuses %s with the one message, without fetching, and changes nothing', async (url) => {
    const me = await signUp('ssrf');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(png() as BodyInit));
    const before = await snapshotD1();
    const r = await callFrom('PinResource', 'create', { image_url: url }, { cookie: me.cookie });
    expect([r.status, r.error?.message]).toEqual([400, OUTBOUND_FAILED]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await snapshotD1()).toEqual(before);
  });

  it('re-checks every redirect hop: a public url that redirects to a loopback address is refused before that hop is fetched', async () => {
    const me = await signUp('ssrfhop');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(withDns(async () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8787/secret.png' } })));
    const r = await callFrom('PinResource', 'create', { image_url: 'https://images.example.com/moved.png' }, { cookie: me.cookie });
    expect([r.status, r.error?.message]).toEqual([400, OUTBOUND_FAILED]);
    expect(webCalls(fetchSpy.mock.calls)).toEqual(['https://images.example.com/moved.png']);
    expect(fetchSpy.mock.calls.find((c) => c[0] === 'https://images.example.com/moved.png')?.[1]).toMatchObject({ redirect: 'manual' });
  });

  it('refuses a redirect to this site itself (its signed /offsite/ link) before fetching it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(withDns(async () => new Response(null, { status: 303, headers: { location: `${ORIGIN}/offsite/?url=http%3A%2F%2F127.0.0.1%2F` } })));
    await expect(outboundFetch('https://images.example.com/a.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 1000 })).rejects.toThrow(OUTBOUND_FAILED);
    expect(webCalls(fetchSpy.mock.calls)).toHaveLength(1);
  });

  it(`follows at most ${MAX_REDIRECTS} public redirects, then a picture`, async () => {
    let hop = 0;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      withDns(async () => {
        hop++;
        return hop <= MAX_REDIRECTS ? new Response(null, { status: 301, headers: { location: `/hop-${hop}.png` } }) : new Response(png() as BodyInit);
      }),
    );
    const bytes = await outboundFetch('https://images.example.com/start.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 });
    expect(bytes.length).toBe(png().length);
    expect(webCalls(fetchSpy.mock.calls)).toEqual([
      'https://images.example.com/start.png',
      ...Array.from({ length: MAX_REDIRECTS }, (_, i) => `https://images.example.com/hop-${i + 1}.png`),
    ]);
    hop = -1;
    fetchSpy.mockClear();
    await expect(outboundFetch('https://images.example.com/start.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 })).rejects.toThrow(
      OUTBOUND_FAILED,
    );
    expect(webCalls(fetchSpy.mock.calls)).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('answers one message whatever failed: a closed port, a timeout, an HTTP status, a body too large', async () => {
    const me = await signUp('ssrfmsg');
    const failures: Array<() => Promise<Response>> = [
      async () => {
        throw new TypeError('Network connection lost.');
      },
      async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
      async () => new Response('not found', { status: 404 }),
      async () => new Response('oops', { status: 500 }),
      async () => new Response(null, { status: 302 }),
      async () => new Response(new Uint8Array(64), { headers: { 'content-length': String(1024 ** 3) } }),
    ];
    const messages = new Set<string | undefined>();
    for (const failure of failures) {
      vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(failure));
      const r = await callFrom('PinResource', 'create', { image_url: 'https://images.example.com/a.png' }, { cookie: me.cookie });
      expect(r.status).toBe(400);
      messages.add(r.error?.message);
      vi.restoreAllMocks();
    }
    expect([...messages]).toEqual([OUTBOUND_FAILED]);
  });
});

describe('server-side fetches: a host is judged by the addresses its name resolves to', () => {
  const png = () => makePng(40, 30, () => [30, 60, 200]);
  const picture = async () => new Response(png() as BodyInit, { headers: { 'content-type': 'image/png' } });

  it.each([
    ['a name that resolves to loopback (vcap.me)', 'http://vcap.me/secret.png', { 'vcap.me': ['127.0.0.1'] }],
    ['a wildcard-DNS name with no address in its spelling', 'https://customer.sslip.io/a.png', { 'customer.sslip.io': ['10.0.0.7'] }],
    ['a name with one public and one private address', 'https://mixed.example.com/a.png', { 'mixed.example.com': ['93.184.216.34', '192.168.1.10'] }],
    ['a name whose IPv6 address is loopback', 'https://six.example.com/a.png', { 'six.example.com': ['93.184.216.34', '::1'] }],
    ['a name resolving to the cloud metadata address', 'https://meta.example.net/latest', { 'meta.example.net': ['169.254.169.254'] }],
    ['a name with no address at all', 'https://empty.example.com/a.png', { 'empty.example.com': [] }],
  ])('refuses %s with the one message, without fetching it, and changes nothing', async (_, url, table) => {
    const me = await signUp('dnsrefuse');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(picture, table));
    const before = await snapshotD1();
    const r = await callFrom('PinResource', 'create', { image_url: url }, { cookie: me.cookie });
    expect([r.status, r.error?.message]).toEqual([400, OUTBOUND_FAILED]);
    expect(webCalls(fetchSpy.mock.calls)).toEqual([]);
    expect(await snapshotD1()).toEqual(before);
  });

  it('refuses a redirect hop whose name resolves to a private address, before fetching that hop', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      withDns(async () => new Response(null, { status: 302, headers: { location: 'http://rebind.example.org/a.png' } }), {
        'rebind.example.org': ['127.0.0.1'],
      }),
    );
    await expect(outboundFetch('https://images.example.com/a.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 })).rejects.toThrow(
      OUTBOUND_FAILED,
    );
    expect(webCalls(fetchSpy.mock.calls)).toEqual(['https://images.example.com/a.png']);
  });

  it('fails closed: a resolver that errs, says NXDOMAIN or answers nonsense refuses the url', async () => {
    for (const reply of [() => new Response('busy', { status: 503 }), () => Response.json({ Status: 3 }), () => new Response('not json')]) {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (webCalls([[input]]).length ? picture() : reply()));
      await expect(outboundFetch('https://images.example.com/a.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 })).rejects.toThrow(
        OUTBOUND_FAILED,
      );
      expect(webCalls(fetchSpy.mock.calls)).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  /** Answers a resolver may give that are not plainly one web address: each must refuse the name, never count as public. */
  const NOT_PLAIN = [
    'not-an-address',
    '',
    '127.0.0.1 ',
    '127.0.0.1.',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '127.1',
    '010.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:93.184.216.34',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::5db8:d822',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::',
    '2002:5db8:d822::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fe80::1%eth0',
    '::ffff:0:7f00:1',
    '::ffff:1:7f00:1',
    '0:0:0:0:ffff:0:7f00:1',
    '1::1',
    '3fff::1',
    '1:2:3:4:5:6:7:8:9',
    '[::1]',
  ];
  it.each(NOT_PLAIN)('refuses a name the resolver answers with %j, before fetching it', async (answer) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(picture, { 'odd.example.com': ['93.184.216.34', answer] }));
    await expect(outboundFetch('https://odd.example.com/a.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 })).rejects.toThrow(OUTBOUND_FAILED);
    expect(webCalls(fetchSpy.mock.calls)).toEqual([]);
  });

  it.each(['http://vcap.me./a.png', 'http://VCAP.ME../a.png', 'https://Customer.SSLIP.io./a.png'])(
    'refuses the trailing-dot name %s by what the name resolves to',
    async (url) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(picture, { 'vcap.me': ['127.0.0.1'], 'customer.sslip.io': ['10.0.0.7'] }));
      await expect(outboundFetch(url, { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 })).rejects.toThrow(OUTBOUND_FAILED);
      expect(webCalls(fetchSpy.mock.calls)).toEqual([]);
    },
  );

  it('a member’s pin from a name answered in octal is refused and changes nothing', async () => {
    const me = await signUp('dnsoctal');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(picture, { 'octal.example.com': ['0177.0.0.1'] }));
    const before = await snapshotD1();
    const r = await callFrom('PinResource', 'create', { image_url: 'https://octal.example.com/a.png' }, { cookie: me.cookie });
    expect([r.status, r.error?.message]).toEqual([400, OUTBOUND_FAILED]);
    expect(webCalls(fetchSpy.mock.calls)).toEqual([]);
    expect(await snapshotD1()).toEqual(before);
  });

  it('fetches a name whose every address is on the web', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(picture, { 'images.example.com': ['93.184.216.34', '2606:4700:4700::1111'] }));
    const bytes = await outboundFetch('https://images.example.com/a.png', { ownOrigin: ORIGIN, accept: 'image/*', maxBytes: 100_000 });
    expect(bytes.length).toBe(png().length);
  });
});
