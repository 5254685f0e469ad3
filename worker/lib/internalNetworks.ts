// docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#roles-spec-000-6: employees and internal addresses see the debug box. Internal addresses are the
// networks of the optional INTERNAL_NETWORKS var (comma-separated CIDRs, IPv4 or IPv6, e.g.
// "10.0.0.0/8, 2001:db8::/32"); unset, no address is internal.
import { ipv6Groups } from '#worker/middleware/clientAddress.ts';

/** The networks configured for this deployment (a var that need not be declared). */
export const internalNetworks = (env: Env): string => (env as Env & { INTERNAL_NETWORKS?: string }).INTERNAL_NETWORKS ?? '';

function ipv4Bits(value: string): number[] | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return null;
  const parts = value.split('.').map(Number);
  return parts.every((n) => n <= 255) ? parts.flatMap((n) => [...n.toString(2).padStart(8, '0')].map(Number)) : null;
}

function ipv6Bits(value: string): number[] | null {
  const groups = ipv6Groups(value);
  return groups ? groups.flatMap((g) => [...g.toString(2).padStart(16, '0')].map(Number)) : null;
}

const bitsOf = (value: string): number[] | null => (value.includes(':') ? ipv6Bits(value) : ipv4Bits(value));

/** Whether `ip` lies in one of the comma-separated CIDR `networks` (malformed entries match nothing). */
export function isInternalAddress(ip: string | null | undefined, networks: string): boolean {
  const address = bitsOf(ip?.trim() ?? '');
  if (!address) return false;
  return networks
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .some((network) => {
      const [base, prefixText] = network.split('/');
      const bits = bitsOf(base);
      const prefix = prefixText === undefined ? bits?.length : Number(prefixText);
      if (!bits || bits.length !== address.length || prefix === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > bits.length) return false;
      for (let i = 0; i < prefix; i++) if (bits[i] !== address[i]) return false;
      return true;
    });
}
