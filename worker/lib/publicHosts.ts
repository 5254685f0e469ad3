// The one rule for which hosts are "on the web": the server fetches user-given urls only from
// them (outboundFetch.ts) and /offsite/ signs and redirects only to them (worker/offsite/check.ts).
// Refused: loopback, private, link-local, shared, documentation, multicast and other reserved
// addresses however they are spelled (decimal, hex, IPv4-mapped IPv6, NAT64, 6to4, Teredo), the
// names that mean this machine or a local network, and names that embed a refused IPv4 address
// (wildcard DNS such as 127.0.0.1.nip.io). This judges the spelling only; what a name resolves to
// is judged by hostAddresses.ts before outboundFetch.ts fetches it.
import { ipv6Groups } from '#worker/middleware/clientAddress.ts';
import { isInternalAddress } from './internalNetworks.ts';

/** IPv4 and IPv6 networks that are never the web (RFC 6890 and its successors). */
export const RESERVED_NETWORKS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/96',
  '::1/128',
  '::ffff:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '2000::/16',
  '2002::/16',
  '3ffe::/16',
  '3fff::/20',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
].join(',');

/** Names of this machine or of a local network, never of the web. */
const LOCAL_NAME = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home\.arpa|localtest\.me|lvh\.me)$/;

/** An IPv4 address written inside a name: 127.0.0.1.nip.io, 10-0-0-1.sslip.io. */
const EMBEDDED_IPV4 = /(?:^|[.-])(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?=[.-]|$)/g;

/** A hex-spelled IPv4 address as a name's first label: 7f000001.nip.io. */
const EMBEDDED_HEX_IPV4 = /^([0-9a-f]{8})\./;

/** An IPv4 address as DNS and the URL parser write it: four decimal bytes, no leading zero, nothing around. */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** An IPv6 address: hex groups and colons, optionally ending in a dotted IPv4 tail (::ffff:127.0.0.1), nothing else. */
const IPV6_TEXT = /^[0-9a-f:]+(?::\d{1,3}(?:\.\d{1,3}){3})?$/i;

/**
 * Whether an address (a DNS answer's A or AAAA data, or the inside of a bracketed host) is on the web. Anything
 * that is not plainly one address is refused: a value that cannot be parsed, decimal, octal or hex IPv4 spellings,
 * a trailing dot, a zone; an IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is
 * refused by its network, whatever IPv4 address it carries.
 * @example isWebAddress('93.184.216.34') // true
 * @example isWebAddress('0177.0.0.1') // false: octal is not how an address is written
 */
export function isWebAddress(address: string): boolean {
  if (CANONICAL_IPV4.test(address)) return !isInternalAddress(address, RESERVED_NETWORKS);
  if (!address.includes(':') || !IPV6_TEXT.test(address)) return false;
  // IPv6: only global unicast (2000::/3) is the web, less its reserved parts; every other range (::/8 with its
  // mapped and translated IPv4 forms, 100::/64, fc00::/7, fe80::/10, ff00::/8 and whatever is assigned later) is not.
  return ipv6Groups(address) !== null && isInternalAddress(address, IPV6_GLOBAL_UNICAST) && !isInternalAddress(address, RESERVED_NETWORKS);
}

/** The one IPv6 range whose addresses are on the web (RFC 4291 global unicast); reserved parts of it are in RESERVED_NETWORKS. */
const IPV6_GLOBAL_UNICAST = '2000::/3';

function isReservedIpv4(parts: string[]): boolean {
  return parts.every((p) => Number(p) <= 255) && isInternalAddress(parts.map(Number).join('.'), RESERVED_NETWORKS);
}

/**
 * Whether a url's host name (as `new URL` gives it: IPv4 in dotted decimal, IPv6 in brackets)
 * is on the web. The URL parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
 * @example isPublicHost('images.example.com') // true
 * @example isPublicHost('[::ffff:7f00:1]') // false
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (!host) return false;
  if (host.startsWith('[')) return host.endsWith(']') && isWebAddress(host.slice(1, -1));
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return !isReservedIpv4(host.split('.'));
  if (!host.includes('.') || LOCAL_NAME.test(host)) return false;
  for (const m of host.matchAll(EMBEDDED_IPV4)) if (isReservedIpv4(m.slice(1, 5))) return false;
  const hex = EMBEDDED_HEX_IPV4.exec(host);
  if (hex && isReservedIpv4((hex[1].match(/../g) ?? []).map((b) => String(Number.parseInt(b, 16))))) return false;
  return true;
}
