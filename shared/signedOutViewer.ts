// A signed-out person's viewer as a page's embedded state sends it (docs/architecture.md#what-keeps-pages-cheap): what
// every signed-out person's viewer says alike travels as `usual: 1` and the client reads it back, so a visitor's
// first HTML does not repeat it.
import type { Viewer } from './types.ts';

/** What a signed-out person's viewer says (docs/rules/pin-card.md#who-it-serves-spec-000-1): no account, no roles, not a bot. */
export const SIGNED_OUT = {
  id: null,
  username: null,
  fullName: null,
  isAuth: false,
  isPartner: false,
  isEmployee: false,
  isVerifiedMerchant: false,
  isLimitedLogin: false,
  isInternal: false,
  avatarUrl: null,
  createdAt: null,
  gender: null,
  resurrectionInfo: null,
  imageOnlyGridEligible: false,
  isBot: false,
  botKind: null,
} as const satisfies Partial<Viewer>;

/** A viewer as the embedded state sends it. */
export type WireViewer = Viewer | (Omit<Viewer, keyof typeof SIGNED_OUT> & { usual: 1 });

/**
 * A viewer that says all SIGNED_OUT says, without it (`usual: 1`); any other as it is.
 * @example unpackViewer(packViewer(viewer)) // deep-equal to viewer
 */
export function packViewer(viewer: Viewer): WireViewer {
  const record = viewer as unknown as Record<string, unknown>;
  if (!Object.entries(SIGNED_OUT).every(([key, value]) => key in record && record[key] === value)) return viewer;
  const wire: Record<string, unknown> = { ...record, usual: 1 };
  for (const key of Object.keys(SIGNED_OUT)) delete wire[key];
  return wire as WireViewer;
}

/** The viewer `packViewer` sent. */
export function unpackViewer(wire: WireViewer): Viewer {
  if (!('usual' in wire)) return wire;
  const { usual: _, ...rest } = wire;
  return { ...rest, ...SIGNED_OUT } as Viewer;
}
