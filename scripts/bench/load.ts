// The load generator of `npm run bench`: `connections` keep-alive HTTP/1.1 connections, each
// sending its next request as soon as the last answer is read, for `seconds`; every latency is
// kept, so percentiles are exact. Node's own http client: light enough that most of the two
// cores go to the worker, and no dependency.
import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers whose status was not the expected one. */
  errors: number;
  status: number;
  bytes: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  expectStatus?: number;
}

function once(agent: Agent, t: LoadTarget): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const r = request(t.url, { agent, method: t.method ?? 'GET', headers: t.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(t.body);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** Loads `target` for `seconds` from `connections` connections. */
export async function load(target: LoadTarget, o: { seconds: number; connections: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let errors = 0;
  let status = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const answer = await once(agent, target).catch(() => ({ status: 0, bytes: 0 }));
        latencies.push(performance.now() - t0);
        status = answer.status;
        bytes = answer.bytes;
        if (answer.status !== (target.expectStatus ?? 200)) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    status,
    bytes,
  };
}
