// Ports for the local servers a run starts (sites, inspectors), chosen where nothing else takes them meanwhile: below
// the OS's ephemeral range, where the ports it hands out by itself (a listen on port 0, the local end of every outgoing
// connection) never land, and free on both loopbacks. A port the OS picked and gave back could be the next outgoing
// connection's before wrangler listened on it, which failed a run's start on a busy machine ("Address already in use").
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/** Where wrangler listens (the IPv4 loopback); a browser may try `localhost` on the IPv6 one first. */
export const LOOPBACK = '127.0.0.1';
const HOSTS = [LOOPBACK, '::1'] as const;
/** The lowest port chosen: above the ports other programs are commonly set to (3000, 5173, 8080, 8787, 9229). */
const LOWEST = 10_000;

/** The first port the OS hands out by itself: Linux says so; 32768 elsewhere (macOS and Windows start higher). */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 0) return low;
  } catch {
    // not Linux
  }
  return 32_768;
}

/** Listens on `port` at `host`; resolves the server, or null when the port is taken. */
function listen(port: number, host: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(null);
      // No IPv6 loopback on this machine: nothing can listen there either.
      else if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) resolve(server);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Holds `port` on both loopbacks; the servers holding it, or null when either is taken. */
async function hold(port: number): Promise<Server[] | null> {
  const held: Server[] = [];
  for (const host of HOSTS) {
    const server = await listen(port, host);
    if (!server) {
      await Promise.all(held.map(close));
      return null;
    }
    held.push(server);
  }
  return held;
}

/** Whether nobody listens on `port` on either loopback. */
export async function portIsFree(port: number): Promise<boolean> {
  const held = await hold(port);
  if (held) await Promise.all(held.map(close));
  return held !== null;
}

/**
 * `count` different ports nobody listens on, chosen at random below the OS's ephemeral range (held together until all
 * are chosen). Where that range starts too low to leave room, the OS picks them as before.
 */
export async function freePorts(count: number): Promise<number[]> {
  const below = ephemeralStart();
  const held: Server[][] = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries > 2_000) throw new Error(`no ${count} free ports on the loopback`);
      const port = below - LOWEST > 1_000 ? LOWEST + Math.floor(Math.random() * (below - LOWEST)) : 0;
      const servers = port === 0 ? await holdAny() : await hold(port);
      if (servers) held.push(servers);
    }
    return held.map((servers) => (servers[0].address() as { port: number }).port);
  } finally {
    await Promise.all(held.flat().map(close));
  }
}

/** A port the OS picks, held on both loopbacks, or null when it is taken on the IPv6 one. */
async function holdAny(): Promise<Server[] | null> {
  const v4 = await listen(0, LOOPBACK);
  if (!v4) return null;
  const v6 = await listen((v4.address() as { port: number }).port, '::1');
  if (v6) return [v4, v6];
  await close(v4);
  return null;
}

/** Whether a server's output says it could not listen because an address was taken (wrangler and workerd say so). */
export const addressWasTaken = (output: string): boolean => /Address already in use|EADDRINUSE/.test(output);
