// A member's url is refused by what its host name resolves to, not only by how it is spelled: a public-looking
// name (vcap.me, a wildcard-DNS name, a name the member controls) may point at loopback or a private network.
// Before outboundFetch.ts fetches a named host it asks a DNS-over-HTTPS resolver for the name's A and AAAA
// records and refuses the hop unless every address is plainly on the web (publicHosts.ts isWebAddress). It fails
// closed: no answer, an error status, no address, or an unreadable reply all refuse. docs/security.md#classes-of-attack-and-where-they-are-stopped
import { isWebAddress } from './publicHosts.ts';

/** The resolver asked (Cloudflare's DNS over HTTPS, JSON form): reachable from every Workers location. */
export const DNS_RESOLVER = 'https://cloudflare-dns.com/dns-query';

/** DNS record types asked for and read: A and AAAA (a CNAME chain's final records come in the same answer). */
const ADDRESS_TYPES = { A: 1, AAAA: 28 } as const;

interface DnsJson {
  Status?: number;
  Answer?: Array<{ type?: number; data?: string }>;
}

async function addressesOf(host: string, type: keyof typeof ADDRESS_TYPES, signal: AbortSignal): Promise<string[] | null> {
  const url = `${DNS_RESOLVER}?name=${encodeURIComponent(host)}&type=${type}`;
  try {
    const response = await fetch(url, { headers: { accept: 'application/dns-json' }, signal });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const reply = (await response.json()) as DnsJson;
    // NXDOMAIN (3) and every other error status: the name cannot be trusted.
    if (reply.Status !== 0) return null;
    return (reply.Answer ?? []).filter((r) => r.type === ADDRESS_TYPES[type] && typeof r.data === 'string').map((r) => String(r.data));
  } catch {
    return null;
  }
}

/**
 * Whether a host name (as `new URL` gives it) resolves only to addresses on the web. An IP literal is judged as
 * itself (publicHosts.ts isWebAddress), not resolved. A name (trailing dots dropped) with no address at all, one
 * the resolver cannot answer for, or one with any address that is not plainly a web address (an unparseable
 * answer, an IPv4 address spelled in decimal, octal or hex, an IPv4-mapped, NAT64 or 6to4 address) is refused.
 * @example await resolvesToWeb('vcap.me', signal) // false: it resolves to 127.0.0.1
 */
export async function resolvesToWeb(hostname: string, signal: AbortSignal): Promise<boolean> {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (!host) return false;
  if (host.startsWith('[')) return host.endsWith(']') && isWebAddress(host.slice(1, -1));
  if (/^[\d.]+$/.test(host) || /^0x/.test(host)) return isWebAddress(host);
  const [v4, v6] = await Promise.all([addressesOf(host, 'A', signal), addressesOf(host, 'AAAA', signal)]);
  if (!v4 || !v6) return false;
  const all = [...v4, ...v6];
  return all.length > 0 && all.every(isWebAddress);
}
