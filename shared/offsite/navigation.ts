// The unsigned extras an /offsite/ navigation carries beside its signed token, url and pin
// (docs/rules/pin-card.md#calls-spec-000-7): `csr`, the click's own id, and `aux_data`, a small JSON
// object about the click. The client adds them (offsiteNavigation) and the worker reads them
// (readNavigationExtras) by the same limits; neither ever changes where the link goes.
import { utf8Bytes } from '#shared/text/utf8.ts';
import { OFFSITE_PATH } from './unwrap.ts';

/** A click id: letters, digits, `-` and `_`, at most 64 (a UUID fits). */
const CSR = /^[A-Za-z0-9_-]{1,64}$/;
/** The most aux_data may take as JSON text, in UTF-8 bytes, so the navigation's url and the stored row stay short. */
export const AUX_DATA_MAX = 1024;

export interface NavigationExtras {
  csr: string | null;
  auxData: Record<string, unknown>;
}

/**
 * The href a checked click opens: an /offsite/ path with `csr` and `aux_data` added; any other
 * target (a destination not signed for this pin) exactly as it was, so no outside url is changed.
 * @example offsiteNavigation('/offsite/?token=t&url=u&pin=1', { csr: 'c1', auxData: {} }) // '/offsite/?token=t&url=u&pin=1&csr=c1'
 */
export function offsiteNavigation(target: string, extras: NavigationExtras): string {
  if (!target.startsWith(OFFSITE_PATH)) return target;
  const url = new URL(target, 'http://local.invalid');
  if (extras.csr !== null && CSR.test(extras.csr)) url.searchParams.set('csr', extras.csr);
  const aux = JSON.stringify(extras.auxData);
  if (aux !== '{}' && utf8Bytes(aux) <= AUX_DATA_MAX) url.searchParams.set('aux_data', aux);
  return `${url.pathname}${url.search}`;
}

/** The extras of an /offsite/ navigation, or the reason they are malformed (a 400). Both are optional. */
export function readNavigationExtras(params: URLSearchParams): NavigationExtras | { error: string } {
  const csr = params.get('csr');
  if (csr !== null && !CSR.test(csr)) return { error: 'csr must be at most 64 letters, digits, - or _.' };
  const raw = params.get('aux_data');
  if (raw === null) return { csr, auxData: {} };
  if (utf8Bytes(raw) > AUX_DATA_MAX) return { error: `aux_data is longer than ${AUX_DATA_MAX} bytes as UTF-8.` };
  let aux: unknown;
  try {
    aux = JSON.parse(raw);
  } catch {
    return { error: 'aux_data is not valid JSON.' };
  }
  if (!aux || typeof aux !== 'object' || Array.isArray(aux)) return { error: 'aux_data must be a JSON object.' };
  return { csr, auxData: aux as Record<string, unknown> };
}
