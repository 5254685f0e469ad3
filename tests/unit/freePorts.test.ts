// The first run cannot fail by chance (docs/operations.md#demo-data-and-local-state): the ports a run's local servers are
// given (the e2e sites and their inspectors, `npm start`'s debugger) lie below the OS's ephemeral range, so no port the OS
// hands out meanwhile (a listen on port 0, the local end of an outgoing connection) can take one before wrangler listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressWasTaken, freePorts, LOOPBACK, portIsFree } from '../../scripts/lib/freePorts.ts';

const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('ports for local servers (operations: Demo data and local state)', () => {
  it('are free, different and below the range the OS hands out by itself', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralStart);
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(await portIsFree(port)).toBe(true);
    }
  });

  it('are never one the OS just handed to another program', async () => {
    // What the OS hands out next lies in its ephemeral range, which a chosen port never does.
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, LOOPBACK, resolve));
    const taken = (other.address() as { port: number }).port;
    expect(taken).toBeGreaterThanOrEqual(ephemeralStart);
    expect(await portIsFree(taken)).toBe(false);
    expect(await freePorts(50)).not.toContain(taken);
    await new Promise((resolve) => other.close(resolve));
  });

  it("recognises wrangler's and workerd's word for a taken address", () => {
    expect(addressWasTaken('✘ [ERROR] Address already in use (socket "direct:1:default"). Please check')).toBe(true);
    expect(addressWasTaken('Error: listen EADDRINUSE: address already in use 127.0.0.1:8787')).toBe(true);
    expect(addressWasTaken('Ready on http://127.0.0.1:8787')).toBe(false);
  });
});
