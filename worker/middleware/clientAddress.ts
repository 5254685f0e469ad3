// Who is asking, as a network address: for rate limits an IPv4 address as it is and an IPv6 address by
// its /64 prefix (one subscriber gets a whole /64, so counting single IPv6 addresses lets one client rotate
// through 2^64 of them); for every counter and budget one person must not multiply (personKey: event caps, share
// opens, attribution sources, per-person buckets) an IPv6 address by its /48, which one person gets as cheaply as a /64; for telling people apart (trending searches) an
// IPv4 /24 and an IPv6 /48. An IPv4-mapped IPv6 address is the IPv4 address it maps. The groups are
// ADDRESS_GROUPS, the one place these prefixes are chosen (docs/security.md, Counters).

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

/** How many leading bits of an address make one group: IPv4 then IPv6. */
interface AddressGroup {
  v4: 24 | 32;
  v6: 48 | 64;
}

/**
 * The address groups: `client` for rate limits (one subscriber's line), `person` for what one person
 * may add once (a tunnel broker hands anyone a /48 of 65,536 /64s for free; an IPv4 address costs money),
 * `network` for whether two accounts are independent (a /24 or a /48 is one network).
 */
export const ADDRESS_GROUPS = {
  client: { v4: 32, v6: 64 },
  person: { v4: 32, v6: 48 },
  network: { v4: 24, v6: 48 },
} as const satisfies Record<string, AddressGroup>;

/**
 * The key of the group a client address (`CF-Connecting-IP`) falls in, however it is spelled:
 * `203.0.113.7` or `203.0.113.0/24`, `2001:db8:1:2::/64` or `2001:db8:1::/48`; null when the value is no address.
 * @example addressGroupKey('2001:db8:1:2::1', ADDRESS_GROUPS.person) === addressGroupKey('2001:DB8:1:ff::9', ADDRESS_GROUPS.person) // '2001:db8:1::/48'
 */
export function addressGroupKey(ip: string | null | undefined, group: AddressGroup): string | null {
  const value = ip?.trim().replace(/%.*$/, '') ?? '';
  let v4: number[] | null = null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) {
    v4 = value.split('.').map(Number);
    if (!v4.every((n) => n <= 255)) return null;
  } else {
    if (!value.includes(':')) return null;
    const groups = ipv6Groups(value);
    if (!groups) return null;
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      v4 = [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff];
    } else {
      const kept = groups.slice(0, group.v6 / 16).map((g) => g.toString(16));
      return `${kept.join(':')}::/${group.v6}`;
    }
  }
  return group.v4 === 32 ? v4.join('.') : `${v4.slice(0, 3).join('.')}.0/24`;
}

/**
 * The rate-limit key of a client address (`CF-Connecting-IP`): `203.0.113.7`, or `2001:db8:1:2::/64`
 * for every address of that /64 however it is spelled; null when the value is no address.
 * @example addressKey('2001:DB8:1:2:aaaa::1') === addressKey('2001:db8:1:2::ffff') // '2001:db8:1:2::/64'
 */
export const addressKey = (ip: string | null | undefined): string | null => addressGroupKey(ip, ADDRESS_GROUPS.client);

/**
 * The one key of a signed-out person for every counter and budget that counts people (docs/security.md, Counters): an IPv4
 * address whole, an IPv6 address by its /48 (ADDRESS_GROUPS.person); null when the value is no address.
 * @example personKey('2001:db8:1:2::1') === personKey('2001:db8:1:ff::9') // '2001:db8:1::/48'
 */
export const personKey = (ip: string | null | undefined): string | null => addressGroupKey(ip, ADDRESS_GROUPS.person);
