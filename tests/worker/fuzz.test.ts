// Property-based fuzzing (fast-check) of every resource verb of the contract (shared/api/) and
// every /v3/ endpoint: random and malformed options, bodies, headers, methods and viewers. For
// every request: never a 5xx; an API answer is the envelope, and every refusal carries a code of
// the closed set with its status and a clear message; a refusal changes nothing in D1 (counted by
// triggers this file puts on every table). Each property is bounded by runs and by time, so the
// whole file stays within about a minute on a small machine.
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERBS, type Verb } from '#shared/api/define.ts';
import { ERROR_STATUS } from '#shared/api/errors.ts';
import { API } from '#shared/api/index.ts';
import type { UserId } from '#shared/ids.ts';
import { SESSION_COOKIE } from '#worker/lib/cookies.ts';
import { createSession } from '#worker/users/sessions.ts';
import { signUp } from './accountHelpers.ts';
import { BROWSER_UA, GOOGLEBOT_UA, ORIGIN, request } from './helpers.ts';

/** Runs and wall time per property: enough to find what the security review found, bounded for a shared 2-core machine. */
const PER_VERB = { numRuns: 30, ms: 300, atLeast: 3 };
const PER_ENDPOINT = { numRuns: 150, ms: 1_500, atLeast: 5 };

/**
 * A property's runs, ended once `ms` have passed: checked only between runs and only after the first `atLeast` runs.
 * fast-check's own `interruptAfterTimeLimit` races a run against the clock: on a loaded machine a first request slower
 * than the limit made the property fail as "interrupted after 0 tests", and an abandoned run's request went on writing
 * into the next run's measurement.
 */
function within<Ts>({ numRuns, ms, atLeast }: typeof PER_VERB): fc.Parameters<Ts> {
  const stopBetweenRuns: fc.Plugin<Ts> = () => {
    const until = performance.now() + ms;
    let started = 0;
    return {
      decorateRun: (run) => (value) => {
        if (started >= atLeast && performance.now() >= until) return new fc.PreconditionFailure(true);
        started++;
        return run(value);
      },
    };
  };
  return { numRuns, plugins: [stopBetweenRuns] };
}

const SORRY = 'Sorry! Something went wrong on our end.';

/** Real ids and codes of the demo data, so fuzzed options reach handlers, not only the schema. */
const REAL = { ids: [] as string[], strings: [] as string[] };
let member = { id: 0, username: '' };

beforeAll(async () => {
  const rows = await env.DB.batch<{ v: string | number }>([
    env.DB.prepare('SELECT id AS v FROM pins ORDER BY id LIMIT 12'),
    env.DB.prepare("SELECT p.id AS v FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' LIMIT 3"),
    env.DB.prepare('SELECT id AS v FROM boards ORDER BY id LIMIT 12'),
    env.DB.prepare('SELECT id AS v FROM users ORDER BY id LIMIT 8'),
    env.DB.prepare('SELECT id AS v FROM comments LIMIT 4'),
    env.DB.prepare('SELECT id AS v FROM board_sections LIMIT 4'),
    env.DB.prepare('SELECT id AS v FROM conversations LIMIT 3'),
    env.DB.prepare('SELECT username AS v FROM users ORDER BY id LIMIT 6'),
    env.DB.prepare('SELECT code AS v FROM board_invites LIMIT 2'),
  ]);
  const all = rows.map((r) => r.results.map((x) => String(x.v)));
  REAL.ids = [...new Set(all.slice(0, 7).flat())];
  REAL.strings = [...all[7], ...all[8]];
  const account = await signUp('fuzz');
  member = { id: Number(account.id), username: account.username };
  // Every insert, update and delete of any table adds one to fuzz_writes.n (this file's storage only).
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  // Full-text indexes (migrations/0009_discovery.sql) are virtual tables written only by triggers
  // on the tables they follow, which count already; triggers cannot be put on them or their shadows.
  const { results: virtual } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all<{
    name: string;
  }>();
  const tables = results.filter(({ name }) => !virtual.some((vt) => name === vt.name || name.startsWith(`${vt.name}_`)));
  await env.DB.batch([
    env.DB.prepare('CREATE TABLE IF NOT EXISTS fuzz_writes (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)'),
    env.DB.prepare('INSERT OR IGNORE INTO fuzz_writes (id, n) VALUES (1, 0)'),
    ...tables.flatMap(({ name }) =>
      ['INSERT', 'UPDATE', 'DELETE'].map((op) =>
        env.DB.prepare(
          `CREATE TRIGGER IF NOT EXISTS fuzz_${op.toLowerCase()}_${name} AFTER ${op} ON "${name}" BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE id = 1; END`,
        ),
      ),
    ),
  ]);
});

/** How many rows any table has had written so far (the triggers' count). */
async function writesSoFar(): Promise<number> {
  return (await env.DB.prepare('SELECT n FROM fuzz_writes WHERE id = 1').first<{ n: number }>())!.n;
}

/** Runs the roll-up alarms an accepted event batch or source registration set, so they never land inside a later refusal's measurement. */
async function settle(): Promise<void> {
  for (const ns of [env.IMPRESSIONS, env.ATTRIBUTION] as DurableObjectNamespace[])
    for (const id of await listDurableObjectIds(ns)) await runDurableObjectAlarm(ns.get(id));
}

/** Strings an attacker tries: empty, huge, control characters, markup, SQL, traversal, prototype keys, unicode. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '01',
  ' 12 ',
  '9'.repeat(30),
  'a'.repeat(3000),
  '\u0000',
  '\t\n\r',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE pins; --',
  '../../etc/passwd',
  '//evil.example/',
  '//',
  '/\\',
  'https://evil.example/',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'toString',
  '💥\u202e',
  '%00%ff%',
  'correct horse battery vqzk',
  'demo@example.com',
];

const scalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.constant(null).chain(() => fc.constantFrom(...(REAL.ids.length ? REAL.ids : ['1']))) },
  { weight: 1, arbitrary: fc.constant(null).chain(() => fc.constantFrom(...(REAL.strings.length ? REAL.strings : ['demo']))) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -1, 2 ** 53 + 2, 1e308, 0.5)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 60 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'options', 'text'), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The option names a verb's schema declares (object, variant, piped or wrapped), so fuzzed options use them. */
function optionNames(schema: unknown): string[] {
  const s = schema as { entries?: Record<string, unknown>; options?: unknown[]; wrapped?: unknown; pipe?: unknown[] };
  if (s.entries) return Object.keys(s.entries);
  if (Array.isArray(s.options)) return [...new Set(s.options.flatMap(optionNames))];
  if (s.wrapped) return optionNames(s.wrapped);
  if (Array.isArray(s.pipe) && s.pipe[0] !== schema) return optionNames(s.pipe[0]);
  return [];
}

/** Options for a verb: its own names with fuzzed values, sometimes with extra or prototype keys, sometimes not an object at all. */
const optionsFor = (names: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries([...names, 'action'].map((n) => [n, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...names, '__proto__', 'constructor', 'extra'), value, { maxKeys: 4 }) },
    { weight: 1, arbitrary: value },
  );

/** Who asks: signed out, a member (a fresh session each time), the demo owner of most boards, an employee, or a bot. */
const viewer = fc.constantFrom('visitor', 'member', 'owner', 'employee', 'bot');

async function headersOf(who: string, extra: Record<string, string>): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'user-agent': who === 'bot' ? GOOGLEBOT_UA : BROWSER_UA,
    'cf-connecting-ip': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    ...extra,
  };
  const userId = who === 'member' ? member.id : who === 'owner' ? 1 : who === 'employee' ? 3 : null;
  if (userId !== null) headers.cookie = `${SESSION_COOKIE}=${await createSession(env.DB, userId as UserId)}${headers.cookie ? `; ${headers.cookie}` : ''}`;
  return headers;
}

/** Headers a client may garble: content type, cookies, preconditions, language, device, origin. */
const garbledHeaders = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
      'application/json; charset=evil',
    ),
    cookie: fc.constantFrom('pb_exp=constructor:a', 'pb_anon=x', '__Host-pb_session=garbage', 'pb_consent=%%%', 'pb_country=ZZ', '=;=;', 'pb_theme=__proto__'),
    'if-none-match': fc.constantFrom('garbage', '"unterminated', 'W/', '*'),
    'accept-language': fc.constantFrom('xx-EVIL', '*', ';q=', 'de-DE,de;q=0.9', 'a'.repeat(300)),
    'sec-ch-ua-mobile': fc.constantFrom('?1', '?0', 'maybe'),
    origin: fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, 'https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'x-forwarded-host': fc.constantFrom('evil.example'),
  },
  { requiredKeys: [] },
);

/** A body as clients send it, or garbles it. */
const bodyFor = (options: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: options.map((o) => JSON.stringify({ options: o })) },
    { weight: 1, arbitrary: options.map((o) => JSON.stringify({ data: { options: o } })) },
    { weight: 1, arbitrary: options.map((o) => JSON.stringify({ data: JSON.stringify({ options: o }) })) },
    { weight: 1, arbitrary: options.map((o) => `data=${encodeURIComponent(JSON.stringify({ options: o }))}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '[]', 'null', '"x"', '{"options":', '['.repeat(3000), `{"options":{"x":"${'a'.repeat(70_000)}"}}`, 'data=%E0%A4%A'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const VERB_METHOD: Record<Verb, string> = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' };

interface Outcome {
  status: number;
  contentType: string;
  text: string;
}

async function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Outcome> {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  const response = await request(path, { method, headers, body: hasBody ? body : undefined });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/**
 * The properties every answer must have: no 5xx; for API answers the envelope; a refusal with a
 * code of the closed set, its status and a clear message, that wrote nothing.
 */
function check(outcome: Outcome, method: string, wrote: number, api: boolean): void {
  const where = `${method} ${outcome.status} ${outcome.text.slice(0, 300)}`;
  expect(outcome.status, where).toBeLessThan(500);
  if (!api || method === 'HEAD' || !outcome.contentType.includes('application/json')) {
    if (outcome.status >= 400) expect(wrote, `a ${outcome.status} wrote to D1: ${where}`).toBe(0);
    return;
  }
  const body = JSON.parse(outcome.text) as { resource_response?: { status: string; error: { code: string; message: string } | null } };
  const envelope = body.resource_response;
  expect(envelope, where).toBeDefined();
  if (envelope?.status !== 'failure') {
    expect(outcome.status, where).toBeLessThan(300);
    return;
  }
  const error = envelope.error!;
  expect(Object.keys(ERROR_STATUS), where).toContain(error.code);
  expect(outcome.status, where).toBe(ERROR_STATUS[error.code as keyof typeof ERROR_STATUS]);
  expect(error.message.length, where).toBeGreaterThan(3);
  expect(error.message.length, where).toBeLessThan(1000);
  expect(error.message, where).not.toBe(SORRY);
  expect(error.message, where).not.toMatch(/SQLITE|D1_|TypeError|\bat [\w.]+ \(|\[object Object\]|undefined|NaN/);
  expect(wrote, `a refusal wrote to D1: ${where}`).toBe(0);
}

/** Every [resource, verb] of the contract. */
const DECLARED = Object.values(API).flatMap((resource) =>
  VERBS.filter((verb) => (resource as Record<string, unknown>)[verb]).map(
    (verb) => [resource.name, verb, optionNames((resource as unknown as Record<Verb, { options: unknown }>)[verb].options)] as const,
  ),
);

describe('fuzz: every resource verb of the contract (security: How it is tested)', () => {
  it('covers every declared verb', () => {
    expect(DECLARED.length).toBeGreaterThan(50);
  });

  it.each(DECLARED)('%s %s: no 5xx, envelopes, clear refusals that change nothing', async (name, verb, names) => {
    const options = optionsFor(names);
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.oneof({ weight: 5, arbitrary: fc.constant(VERB_METHOD[verb]) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        bodyFor(options),
        options,
        garbledHeaders,
        fc.constantFrom('', '/', '?exp=constructor:a', '/?deb_x=1'),
        async (who, method, body, getOptions, extra, suffix) => {
          const headers = await headersOf(who, extra);
          const base = `/resource/${name}/${verb}${suffix.startsWith('/') ? suffix : `/${suffix}`}`;
          const path =
            method === 'GET' || method === 'HEAD'
              ? `${base}${base.includes('?') ? '&' : '?'}data=${encodeURIComponent(JSON.stringify({ options: getOptions }))}`
              : base;
          const before = await writesSoFar();
          const outcome = await send(method, path, headers, body);
          check(outcome, method, (await writesSoFar()) - before, true);
        },
      ),
      within(PER_VERB),
    );
  });

  it('answers unknown resources, verbs and garbled paths as refusals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('Nope', '__proto__', 'constructor', 'PinResource/../UserResource', '%00', 'PinResource%2Fget'), fc.string({ maxLength: 30 })),
        fc.oneof(fc.constantFrom<string>(...VERBS, 'list', 'GET', '__proto__'), fc.string({ maxLength: 10 })),
        fc.constantFrom(...METHODS),
        viewer,
        async (name, verb, method, who) => {
          const headers = await headersOf(who, { origin: ORIGIN, 'content-type': 'application/json' });
          const before = await writesSoFar();
          const outcome = await send(method, `/resource/${encodeURIComponent(name)}/${encodeURIComponent(verb)}/`, headers, '{"options":{}}');
          check(outcome, method, (await writesSoFar()) - before, true);
        },
      ),
      within(PER_ENDPOINT),
    );
  });
});

/** Each /v3/ endpoint: its path (with fuzzed parts) and what it is sent. */
const idLike = fc.oneof(
  fc.constantFrom('1', '0', '-1', '9'.repeat(25), 'abc', '__proto__', '%2e%2e', '1.5'),
  fc.constant(null).chain(() => fc.constantFrom(...(REAL.ids.length ? REAL.ids : ['1']))),
);
const event = fc.record(
  {
    event_type: fc.oneof(fc.constantFrom(18, 101, 13, 7352, 1, 8948), fc.integer(), scalar),
    object_id_str: fc.oneof(idLike, scalar),
    time: fc.oneof(
      fc.constant(null).map(() => Date.now()),
      fc.integer({ min: -1, max: 2 ** 42 }),
      scalar,
    ),
    slot_index: fc.oneof(fc.nat(30), scalar),
    aux_data: fc.oneof(fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 20 }), scalar),
  },
  { requiredKeys: ['event_type', 'object_id_str', 'time'] },
);

const V3: Array<[string, fc.Arbitrary<{ method: string; path: string; body?: string; extra?: Record<string, string> }>]> = [
  [
    'POST /v3/events/',
    fc.record({
      method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'GET'),
      path: fc.constantFrom('/v3/events/', '/v3/events'),
      body: fc.oneof(
        fc
          .record({
            batch_id: fc.oneof(fc.constantFrom('fuzz-batch-0001', 'x'), fc.string({ minLength: 8, maxLength: 70 })),
            events: fc.array(event, { maxLength: 30 }),
          })
          .map((b) => JSON.stringify(b)),
        bodyFor(value),
      ),
    }),
  ],
  [
    'GET and POST /v3/offsite/',
    fc.record({
      method: fc.constantFrom('GET', 'POST', 'DELETE'),
      path: fc
        .record({
          url: fc.oneof(
            fc.constantFrom('https://a.example/', `${ORIGIN}/offsite/?url=https://blocked.example/`, `https://${'a.'.repeat(130)}example/`),
            scalar,
          ),
          pin_id: idLike,
          check_only: scalar,
        })
        .map((q) => `/v3/offsite/?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`),
      body: fc
        .record(
          {
            url: scalar,
            pin_id: idLike,
            aux_data: fc.oneof(fc.constantFrom('{"clickthrough_type":"rightClick"}', '{', '[]'), scalar),
            client_tracking_params: scalar,
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    }),
  ],
  [
    'GET /v3/register/exists/',
    fc.record({ method: fc.constantFrom('GET', 'POST'), path: scalar.map((email) => `/v3/register/exists/?email=${encodeURIComponent(String(email))}`) }),
  ],
  ['GET and POST /v3/users/me/', fc.record({ method: fc.constantFrom('GET', 'POST', 'DELETE'), path: fc.constant('/v3/users/me/'), body: bodyFor(value) })],
  [
    'PUT /v3/p2p/{pin}/hide/ and /unhide/',
    fc.record({
      method: fc.constantFrom('PUT', 'PUT', 'GET', 'DELETE'),
      path: fc.tuple(idLike, fc.constantFrom('hide', 'unhide', 'delete')).map(([pin, action]) => `/v3/p2p/${encodeURIComponent(String(pin))}/${action}/`),
      body: bodyFor(value),
    }),
  ],
  [
    'PUT and DELETE /v3/boards/{board}/follow/',
    fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'POST'),
      path: idLike.map((b) => `/v3/boards/${encodeURIComponent(String(b))}/follow/`),
      body: bodyFor(value),
    }),
  ],
  [
    'PUT /v3/experiences/{placed}/trigger/',
    fc.record({
      method: fc.constantFrom('PUT', 'PUT', 'GET'),
      path: fc
        .oneof(fc.constantFrom('1000110:510010', '1000162:1', '0:0', '__proto__:constructor', 'x'), fc.string({ maxLength: 20 }))
        .map((p) => `/v3/experiences/${encodeURIComponent(p)}/trigger/`),
      body: fc.oneof(
        fc.record({ extra_context: value }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
        bodyFor(value),
      ),
    }),
  ],
  [
    'POST /v3/uploads/{upload}/',
    fc.record({
      method: fc.constantFrom('POST', 'POST', 'PUT', 'GET'),
      path: idLike.map((u) => `/v3/uploads/${encodeURIComponent(String(u))}/`),
      body: fc.oneof(
        fc.constantFrom(
          '--x\r\nContent-Disposition: form-data; name="upload_id"\r\n\r\n1\r\n--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nnope\r\n--x--\r\n',
          '--x\r\n\r\n',
          '',
        ),
        bodyFor(value),
      ),
      extra: fc.record({ 'content-type': fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'image/png') }),
    }),
  ],
  [
    'GET /attribution_source/',
    fc.record({
      method: fc.constant('GET'),
      path: fc
        .record(
          {
            source_event_id: idLike,
            destination: fc.oneof(fc.constant('["https://shop.example"]'), scalar),
            advertiser_id: idLike,
            campaign_id: idLike,
            source_event_type: fc.oneof(fc.constantFrom('click', 'view'), scalar),
            expiry: scalar,
            priority: scalar,
            hostname: scalar,
          },
          { requiredKeys: [] },
        )
        .map((q) => `/attribution_source/?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`),
      extra: fc.record({ 'attribution-reporting-eligible': fc.constantFrom('event-source', 'navigation-source', 'garbage', '') }, { requiredKeys: [] }),
    }),
  ],
];

describe('fuzz: every /v3/ endpoint (and the attribution source) (security: How it is tested)', () => {
  it.each(V3)('%s: no 5xx, envelopes, clear refusals that change nothing', async (_name, requests) => {
    await fc.assert(
      fc.asyncProperty(requests, viewer, garbledHeaders, async (r, who, extra) => {
        const headers = await headersOf(who, { ...extra, ...(r.extra ?? {}) });
        const before = await writesSoFar();
        const outcome = await send(r.method, r.path, headers, r.body);
        const wrote = (await writesSoFar()) - before;
        check(outcome, r.method, outcome.status >= 400 ? wrote : 0, true);
        // Accepted events and registrations roll up into D1 a second later: run that now, not inside the next measurement.
        if (outcome.status < 300 && /^\/(v3\/events|attribution_source)/.test(r.path)) await settle();
      }),
      within(PER_ENDPOINT),
    );
  });
});

describe('fuzz: media and pages take any header and path (security: How it is tested)', () => {
  it('answers /i/, /media/ and page paths with garbled preconditions, ranges and queries without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            '/i/236x/0123456789abcdef0123456789abcdef.jpg',
            '/media/clip.webm',
            '/',
            '/pin/1/',
            '/login/',
            '/pin_redirect',
            '/settings/',
            '/demo/',
          ),
          fc.string({ maxLength: 30 }).map((s) => `/${encodeURIComponent(s)}`),
        ),
        fc.oneof(
          fc.constant(''),
          fc.string({ maxLength: 30 }).map((q) => `?${q}`),
          fc.constantFrom('?exp=__proto__:x', '?next=%09//evil.example', '?origin=//evil.example', '?board_url=/.//evil'),
        ),
        fc.record(
          {
            'if-none-match': fc.oneof(fc.constantFrom('garbage', '"a", b', 'W/', '*'), fc.string({ maxLength: 20 })),
            'if-match': fc.oneof(fc.constantFrom('garbage', '"a" "b"'), fc.string({ maxLength: 20 })),
            'if-modified-since': fc.string({ maxLength: 30 }),
            range: fc.oneof(fc.constantFrom('bytes=abc', 'bytes=5-1', 'bytes=-', 'bytes=0-1,4-5', 'bytes=99999-'), fc.string({ maxLength: 20 })),
            referer: fc.constantFrom('https://www.google.com/search?q=x', '::::', 'javascript:alert(1)'),
          },
          { requiredKeys: [] },
        ),
        viewer,
        async (path, query, extra, who) => {
          const headers = await headersOf(who, Object.fromEntries(Object.entries(extra).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))));
          const before = await writesSoFar();
          const outcome = await send('GET', `${path}${query}`, headers);
          check(outcome, 'GET', outcome.status >= 400 ? (await writesSoFar()) - before : 0, false);
        },
      ),
      within(PER_ENDPOINT),
    );
  });
});
