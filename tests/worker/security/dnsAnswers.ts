// The DNS the tests' outbound fetches see: the worker asks DNS_RESOLVER (worker/lib/hostAddresses.ts) for a
// name's A and AAAA records before it fetches the name. There is no network here, so a test's fetch stand-in
// answers those questions from a table (DNS over HTTPS, JSON form) and hands every other request to the test.
import { DNS_RESOLVER } from '#worker/lib/hostAddresses.ts';

/** Names and the addresses they resolve to; a name not listed resolves to one public address. */
export type DnsTable = Record<string, string[]>;

const PUBLIC_ADDRESS = '93.184.216.34';

/** Whether a fetch was the worker asking the resolver (not fetching the member's url). */
export const isDnsQuery = (input: unknown) => String(input instanceof Request ? input.url : input).startsWith(DNS_RESOLVER);

/** The resolver's JSON reply for one question, from the table. */
function dnsReply(input: unknown, table: DnsTable): Response {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const name = url.searchParams.get('name') ?? '';
  const type = url.searchParams.get('type');
  const addresses = table[name] ?? [PUBLIC_ADDRESS];
  const wanted = addresses.filter((a) => (type === 'AAAA' ? a.includes(':') : !a.includes(':')));
  const Answer = wanted.map((data) => ({ name: `${name}.`, type: type === 'AAAA' ? 28 : 1, TTL: 60, data }));
  return Response.json({ Status: 0, Answer }, { headers: { 'content-type': 'application/dns-json' } });
}

/**
 * A fetch stand-in: DNS questions answered from `table`, every other request by `web`.
 * @example vi.spyOn(globalThis, 'fetch').mockImplementation(withDns(async () => new Response(png), { 'vcap.me': ['127.0.0.1'] }))
 */
export function withDns(web: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, table: DnsTable = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => (isDnsQuery(input) ? dnsReply(input, table) : web(input, init));
}

/** The urls a fetch spy was called with, less the DNS questions. */
export const webCalls = (calls: unknown[][]) => calls.filter((c) => !isDnsQuery(c[0])).map((c) => String(c[0]));
