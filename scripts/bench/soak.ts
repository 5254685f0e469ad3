// `npm run bench:soak`: ten minutes (SOAK_SECONDS) of mixed traffic against the production build, as
// people use the site: browsing home, closeups and search, signing up, saving, commenting, uploading
// pictures and sending impression events, each virtual person from their own network address. It
// passes when no answer was a 5xx, every count kept by the site equals what the answers said was
// done (saves, board counts, comments, uploads, event totals), and reports workerd's memory at
// the start and the end (docs/performance.md "Soak"). Not part of `npm test`.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PER_VIEWER_PIN_DAY } from '../../shared/constants.ts';
import { dayOf } from '../../shared/events/shards.ts';
import { makePng } from '../../tests/fixtures/images.ts';
import { buildClient, d1Execute, ensureDevVars, migrateLocal, ROOT, seedLocal } from '../lib/local.ts';
import { devtoolsOn } from './devtools.ts';
import { startServer, workerdRoles } from './server.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PEOPLE = Number(process.env.SOAK_PEOPLE ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 8870);
/** One action only (e.g. `SOAK_ONLY=events`): to find which kind of traffic the memory follows. */
const ONLY = process.env.SOAK_ONLY;
const STATE = join(ROOT, '.wrangler', 'bench-soak-state');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** What a request was for: `setup` is each person's sign-up and board, before the timed mix. */
type Kind = 'setup' | 'home' | 'closeup' | 'search' | 'save' | 'comment' | 'upload' | 'events';
/** How often each action comes, out of 100 (a person mostly looks). */
const MIX: ReadonlyArray<readonly [Exclude<Kind, 'setup'>, number]> = [
  ['home', 25],
  ['closeup', 25],
  ['search', 10],
  ['save', 12],
  ['comment', 8],
  ['upload', 3],
  ['events', 17],
];

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  byKind: Map<Kind, number>;
  serverErrors: string[];
}

/** The summed resident memory (KiB) of the runtime's workerd processes: all of it, and the part backed by files (mapped databases). */
function runtimeMemoryKiB(root: number): { rss: number; file: number } {
  const sum = { rss: 0, file: 0 };
  for (const pid of workerdRoles(root, PORT).runtime) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      sum.rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      sum.file += Number(/RssFile:\s+(\d+)/.exec(status)?.[1] ?? 0) + Number(/RssShmem:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return sum;
}

/** The worker isolate's V8 heap after a full collection (bytes used and reserved), through the inspector. */
async function heapAfterCollection(): Promise<{ used: number; total: number }> {
  const cdp = await devtoolsOn(PORT + 1);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return { used: heap.usedSize, total: heap.totalSize };
  } finally {
    cdp.close();
  }
}

/** One reading: the runtime's resident memory (KiB) and the isolate's heap after a collection. */
async function memoryReading(root: number): Promise<{ rssKiB: number; fileKiB: number; heapUsed: number; heapTotal: number }> {
  const unknown = { used: Number.NaN, total: Number.NaN };
  const heap = await Promise.race([heapAfterCollection(), new Promise<typeof unknown>((resolve) => setTimeout(() => resolve(unknown), 10_000))]).catch(
    () => unknown,
  );
  const { rss, file } = runtimeMemoryKiB(root);
  return { rssKiB: rss, fileKiB: file, heapUsed: heap.used, heapTotal: heap.total };
}

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

class Person {
  cookie = '';
  userId = 0;
  boardId = '';
  saved = new Set<string>();
  comments = 0;
  uploads = 0;
  /** Impressions sent per pin today (a viewer counts at most EVENTS_PER_VIEWER_PIN_DAY per pin and day). */
  seen = new Map<string, number>();
  private batch = 0;
  readonly n: number;
  readonly base: string;
  readonly tally: Tally;
  constructor(n: number, base: string, tally: Tally) {
    this.n = n;
    this.base = base;
    this.tally = tally;
  }

  get address() {
    return `10.77.${(this.n >> 8) & 255}.${this.n & 255}`;
  }

  async send(kind: Kind, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('user-agent', UA);
    headers.set('cf-connecting-ip', this.address);
    if (this.cookie) headers.set('cookie', this.cookie);
    if (init.method && init.method !== 'GET') headers.set('origin', this.base);
    const response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    const t = this.tally;
    t.requests++;
    t.byStatus.set(response.status, (t.byStatus.get(response.status) ?? 0) + 1);
    t.byKind.set(kind, (t.byKind.get(kind) ?? 0) + 1);
    if (response.status >= 500) t.serverErrors.push(`${response.status} ${init.method ?? 'GET'} ${path}`);
    return response;
  }

  async call<T>(kind: Kind, name: string, verb: 'create' | 'get', options: unknown): Promise<{ status: number; data: T }> {
    const response =
      verb === 'get'
        ? await this.send(kind, `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`)
        : await this.send(kind, `/resource/${name}/create/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ options }),
          });
    const body = (await response.json()) as { resource_response: { data: T } };
    return { status: response.status, data: body.resource_response.data };
  }

  async signUp(): Promise<void> {
    const username = `soak_${this.n}_${Date.now() % 1e7}`;
    const response = await this.send('setup', '/resource/UserRegisterResource/create/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ options: { email: `${username}@example.com`, password: 'correct horse battery vqzk', username } }),
    });
    const body = (await response.json()) as { resource_response: { data: { entityId: string } } };
    if (response.status !== 201) throw new Error(`sign-up of ${username} answered ${response.status}`);
    this.userId = Number(body.resource_response.data.entityId);
    this.cookie = /__Host-pb_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const board = await this.call<{ entityId: string }>('setup', 'BoardResource', 'create', { name: `Soak ${this.n}` });
    if (board.status !== 201) throw new Error(`board of ${username} answered ${board.status}`);
    this.boardId = board.data.entityId;
  }

  async act(kind: Exclude<Kind, 'setup'>, pins: readonly string[], random: () => number): Promise<void> {
    const pin = pins[Math.floor(random() * pins.length)];
    switch (kind) {
      case 'home':
        await (await this.send(kind, '/', { headers: { accept: 'text/html' } })).arrayBuffer();
        return;
      case 'closeup':
        await (await this.send(kind, `/pin/${pin}/`, { headers: { accept: 'text/html' } })).arrayBuffer();
        return;
      case 'search':
        await (
          await this.send(kind, `/search/pins/?q=${['food', 'garden', 'travel', 'wood', 'blue'][Math.floor(random() * 5)]}`, {
            headers: { accept: 'text/html' },
          })
        ).arrayBuffer();
        return;
      case 'save': {
        if (this.saved.has(pin)) return;
        const r = await this.call('save', 'RepinResource', 'create', { pin_id: pin, board_id: this.boardId });
        if (r.status === 201) this.saved.add(pin);
        return;
      }
      case 'comment': {
        const r = await this.call('comment', 'CommentsResource', 'create', { pin_id: pin, text: `Soak comment ${this.comments}` });
        if (r.status === 201) this.comments++;
        return;
      }
      case 'upload': {
        const ticket = await this.call<{ upload_url: string; upload_parameters: Record<string, string> }>('upload', 'VIPResource', 'create', { type: 'image' });
        if (ticket.status !== 201) return;
        const form = new FormData();
        for (const [k, v] of Object.entries(ticket.data.upload_parameters)) form.set(k, v);
        const shade = (this.n * 37 + this.uploads * 11) % 256;
        form.set('file', new Blob([new Uint8Array(makePng(48, 48, () => [shade, 90, 200]))], { type: 'image/png' }), 'soak.png');
        const sent = await this.send('upload', ticket.data.upload_url, { method: 'POST', body: form });
        await sent.arrayBuffer();
        if (sent.status === 200 || sent.status === 201 || sent.status === 202) this.uploads++;
        return;
      }
      case 'events': {
        const events = [];
        for (let i = 0; i < 10; i++) {
          const p = pins[Math.floor(random() * pins.length)];
          events.push({ event_type: 18, object_id_str: p, time: Date.now(), slot_index: i });
        }
        const response = await this.send('events', '/v3/events/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ batch_id: `soak-${this.n}-${Date.now()}-${this.batch++}`, events }),
        });
        await response.arrayBuffer();
        if (response.status === 202) for (const e of events) this.seen.set(e.object_id_str, (this.seen.get(e.object_id_str) ?? 0) + 1);
      }
    }
  }
}

ensureDevVars();
await buildClient();
rmSync(STATE, { recursive: true, force: true });
await migrateLocal(STATE);
await seedLocal(STATE);
const pins = d1Execute<{ id: number }>(
  STATE,
  "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND b.privacy = 'public' AND p.is_promoted = 0 ORDER BY p.id LIMIT 400",
).map((r) => String(r.id));
const server = await startServer(PORT, STATE);
const tally: Tally = { requests: 0, byStatus: new Map(), byKind: new Map(), serverErrors: [] };
try {
  const people = Array.from({ length: PEOPLE }, (_, i) => new Person(i + 1, server.base, tally));
  for (const p of people) await p.signUp();
  // Warm up before the first reading, so memory at start is the running site's, not a cold isolate's.
  await Promise.all(people.map((p) => p.act('home', pins, Math.random)));
  const memoryStart = await memoryReading(server.process.pid!);
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const mix = ONLY ? MIX.filter(([kind]) => kind === ONLY) : MIX;
  if (!mix.length) throw new Error(`SOAK_ONLY=${ONLY}: not one of ${MIX.map(([k]) => k).join(', ')}`);
  const total = mix.reduce((n, [, w]) => n + w, 0);
  // Memory every tenth of the run: flat means a plateau after warm-up, not growth to the end.
  const samples: Array<Promise<Awaited<ReturnType<typeof memoryReading>>>> = [Promise.resolve(memoryStart)];
  const sampler = setInterval(() => samples.push(memoryReading(server.process.pid!)), (SECONDS * 1000) / 10);
  await Promise.all(
    people.map(async (person) => {
      const random = rng(person.n);
      while (Date.now() < deadline) {
        let pick = random() * total;
        const kind = mix.find(([, w]) => (pick -= w) < 0)?.[0] ?? mix[0][0];
        await person.act(kind, pins, random);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const memoryEnd = await memoryReading(server.process.pid!);
  const readings = [...(await Promise.all(samples)), memoryEnd];

  // What the site kept against what its answers said: saves, board counts, comments, uploads.
  const problems: string[] = [];
  for (const p of people) {
    const [saves] = d1Execute<{ n: number; counted: number }>(
      STATE,
      `SELECT (SELECT COUNT(*) FROM pins WHERE board_id = ${Number(p.boardId)} AND deleted_at IS NULL) AS n, (SELECT pin_count FROM boards WHERE id = ${Number(p.boardId)}) AS counted`,
    );
    if (saves.n !== p.saved.size || saves.counted !== p.saved.size)
      problems.push(`person ${p.n}: ${p.saved.size} saves answered, ${saves.n} kept, board counts ${saves.counted}`);
    const [comments] = d1Execute<{ n: number }>(STATE, `SELECT COUNT(*) AS n FROM comments WHERE user_id = ${p.userId}`);
    if (comments.n !== p.comments) problems.push(`person ${p.n}: ${p.comments} comments answered, ${comments.n} kept`);
    const [uploads] = d1Execute<{ n: number }>(STATE, `SELECT COUNT(*) AS n FROM uploads WHERE user_id = ${p.userId} AND status <> 'registered'`);
    if (uploads.n !== p.uploads) problems.push(`person ${p.n}: ${p.uploads} uploads answered, ${uploads.n} kept`);
  }
  // Impressions: each person is one viewer; a pin's total is the sum of what each may count today.
  const expected = new Map<string, number>();
  for (const p of people) for (const [pin, n] of p.seen) expected.set(pin, (expected.get(pin) ?? 0) + Math.min(n, EVENTS_PER_VIEWER_PIN_DAY));
  const totals = (): Map<string, number> => {
    const rows = d1Execute<{ pin_id: number; n: number }>(
      STATE,
      `SELECT pin_id, SUM(count) AS n FROM pin_event_totals WHERE event_type = 18 AND day = '${dayOf(Date.now())}' GROUP BY pin_id`,
    );
    return new Map(rows.map((r) => [String(r.pin_id), r.n]));
  };
  let mismatched = [...expected].length;
  for (const until = Date.now() + 120_000; mismatched > 0 && Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 3000));
    const kept = totals();
    mismatched = [...expected].filter(([pin, n]) => kept.get(pin) !== n).length;
  }
  if (mismatched) problems.push(`${mismatched} pins' impression totals differ from what was sent`);

  const mb = (kib: number) => `${(kib / 1024).toFixed(1)} MB`;
  console.log(`soak: ${tally.requests} requests in ${seconds.toFixed(0)} s from ${PEOPLE} people (${(tally.requests / seconds).toFixed(1)}/s)`);
  console.log(`  by action: ${[...tally.byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(
    `  by status: ${[...tally.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  5xx: ${tally.serverErrors.length}${tally.serverErrors.length ? ` (first: ${tally.serverErrors.slice(0, 5).join('; ')})` : ''}`);
  console.log(
    `  kept: ${people.reduce((n, p) => n + p.saved.size, 0)} saves, ${people.reduce((n, p) => n + p.comments, 0)} comments, ${people.reduce((n, p) => n + p.uploads, 0)} uploads, impressions of ${expected.size} pins; ${problems.length ? `${problems.length} mismatches` : 'every count exact'}`,
  );
  const heapMb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `  workerd memory: ${mb(memoryStart.rssKiB)} at the start, ${mb(memoryEnd.rssKiB)} at the end (every tenth: ${readings.map((r) => mb(r.rssKiB)).join(', ')})`,
  );
  console.log(
    `  worker heap after a collection: ${heapMb(memoryStart.heapUsed)} used at the start, ${heapMb(memoryEnd.heapUsed)} at the end (every tenth, used/reserved: ${readings.map((r) => `${heapMb(r.heapUsed)}/${heapMb(r.heapTotal)}`).join(', ')})`,
  );
  for (const p of problems) console.log(`  MISMATCH ${p}`);
  process.exitCode = tally.serverErrors.length === 0 && problems.length === 0 ? 0 : 1;
} finally {
  server.stop();
}
