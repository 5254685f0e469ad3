// Who is asking, as a network address, for rate limits: an IPv4 address as it is, an IPv6 address
// by its /64 prefix (one subscriber gets a whole /64, so counting single IPv6 addresses lets one
// client rotate through 2^64 of them), and an IPv4-mapped IPv6 address as the IPv4 address it maps.

/** The 8 16-bit groups of an IPv6 address in the WHATWG parser's canonical form, or null. */
export function ipv6Groups(value: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${value}]/`).hostname;
  } catch {
    return null;
  }
  const inner = host.slice(1, -1);
  const [head, tail] = inner.includes('::') ? inner.split('::') : [inner, null];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === null ? [] : parse(tail);
  const groups = tail === null ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The rate-limit key of a client address (`CF-Connecting-IP`): `203.0.113.7`, or `2001:db8:1:2::/64`
 * for every address of that /64 however it is spelled; null when the value is no address.
 * @example addressKey('2001:DB8:1:2:aaaa::1') === addressKey('2001:db8:1:2::ffff') // '2001:db8:1:2::/64'
 */
export function addressKey(ip: string | null | undefined): string | null {
  const value = ip?.trim().replace(/%.*$/, '') ?? '';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return value.split('.').every((n) => Number(n) <= 255) ? value.split('.').map(Number).join('.') : null;
  if (!value.includes(':')) return null;
  const groups = ipv6Groups(value);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
