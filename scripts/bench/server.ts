// The worker under test: `wrangler dev` in production mode (scripts/lib/production.ts) on its own
// port and state directory, and the CPU time of its workerd processes, read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { bin, migrateLocal, ROOT } from '../lib/local.ts';
import { benchEnv, productionDevArgs } from '../lib/production.ts';

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): void;
}

/**
 * Ends the process group `wrangler dev` leads. A group that already exited (wrangler gives up when its
 * port or inspector port is taken) is not an error, so the reason it stopped is the one reported.
 */
export function stopGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts the production build on `port` with state in `persistTo`, and waits until it answers. The state's D1 is
 * migrated first (a state seeded before a new migration would answer its pages with errors). `extraArgs` go to
 * `wrangler dev` (the far visitor's `--var DISTANCE_…` ones).
 */
export async function startServer(port: number, persistTo: string, extraArgs: string[] = []): Promise<BenchServer> {
  await migrateLocal(persistTo);
  return startWrangler({ port, cwd: ROOT, args: [...productionDevArgs({ port, persistTo, inspectorPort: port + 1 }), ...extraArgs], ready: '/robots.txt' });
}

/**
 * Starts `wrangler dev` (the project's own wrangler, so the same workerd) with `args` in `cwd`,
 * in production mode, and waits until `ready` answers (any status: a peer may have no robots.txt).
 */
export async function startWrangler(o: { port: number; cwd: string; args: string[]; ready: string }): Promise<BenchServer> {
  const child = spawn(bin('wrangler'), o.args, { cwd: o.cwd, stdio: 'ignore', detached: true, env: benchEnv() });
  const base = `http://localhost:${o.port}`;
  const server = { base, process: child, stop: () => stopGroup(child) };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${base}${o.ready}`);
      await answer.arrayBuffer();
      if (answer.status < 500) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.stop();
  throw new Error(`${base} did not answer in time`);
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 10 ms

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(path: string): string[] | null {
  try {
    const text = readFileSync(path, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The ids of every process descended from `root` (`root` itself included), with their command names. */
export function descendantPids(root: number): Map<number, string> {
  const parent = new Map<number, number>();
  const name = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(`/proc/${entry}/stat`);
    if (!fields) continue;
    parent.set(Number(entry), Number(fields[1]));
    try {
      name.set(Number(entry), readFileSync(`/proc/${entry}/comm`, 'utf8').trim());
    } catch {
      // gone
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = parent.get(p) ?? 0, hops++) if (p === root) return true;
    return false;
  };
  return new Map([...parent.keys()].filter(descends).map((pid) => [pid, name.get(pid) ?? '']));
}

/** The ids of every process descended from `root` whose command is workerd. */
export function workerdPids(root: number): number[] {
  return [...descendantPids(root)].filter(([, name]) => name === 'workerd').map(([pid]) => pid);
}

/** CPU milliseconds (user + system) used so far by each thread of `pids`, keyed by thread name. */
export function threadCpu(pids: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
      if (!fields) continue;
      let comm = 'thread';
      try {
        comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      } catch {
        // gone
      }
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      out.set(`${pid}/${tid}/${comm}`, ms);
    }
  }
  return out;
}

/**
 * The processes of a `wrangler dev`: the runtime (the workerd that runs the worker, its D1, KV and
 * Durable Objects), the proxy (the workerd that listens on the port) and the tooling (wrangler's own
 * Node and what it started, esbuild); neither of the last two exists in production.
 */
export function wranglerRoles(root: number, port: number): { runtime: number[]; proxy: number[]; tooling: number[] } {
  const { runtime, proxy } = workerdRoles(root, port);
  const tooling = [...descendantPids(root).keys()].filter((pid) => !runtime.includes(pid) && !proxy.includes(pid));
  return { runtime, proxy, tooling };
}

/**
 * The workerd processes of a `wrangler dev`: the proxy that listens on the port (wrangler's own,
 * absent in production) and the runtime that runs the worker, its D1, KV and Durable Objects.
 */
export function workerdRoles(root: number, port: number): { runtime: number[]; proxy: number[] } {
  const pids = workerdPids(root);
  const listensOnPort = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => arg.startsWith('--socket-addr=entry=') && arg.endsWith(`:${port}`));
    } catch {
      return false;
    }
  };
  return { runtime: pids.filter((p) => !listensOnPort(p)), proxy: pids.filter(listensOnPort) };
}
