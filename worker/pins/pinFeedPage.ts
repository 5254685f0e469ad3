// One page of a pin feed from its rows, the shape every feed reader shares (performance review (docs/performance.md)): the
// statement reads one row more than the page, so whether another page follows is known without a
// count; the page's rows become pins, and the next position is the last pin's id (keyset, newest
// first) or the offset after the page.
import type { Pin } from '#shared/types.ts';
import { type PinReadOptions, type PinRow, toPin } from './pinData.ts';

/** A page of pins and where the next one starts (null: this is the last). */
export interface PinRowsPage {
  pins: Pin[];
  next: number | null;
}

/** How a feed pages: after the last pin's id (keyset), or by offset from where this page began. */
export type PinPaging = { by: 'keyset' } | { by: 'offset'; offset: number };

/** The page of `results`, read with LIMIT pageSize + 1. */
export function pinRowsPage(results: readonly PinRow[], pageSize: number, options: PinReadOptions, paging: PinPaging): PinRowsPage {
  const rows = results.slice(0, pageSize);
  const more = results.length > pageSize;
  const next = !more ? null : paging.by === 'offset' ? paging.offset + pageSize : rows.length ? rows[rows.length - 1].id : null;
  return { pins: rows.map((r) => toPin(r, options)), next };
}

/** Runs a page's statement (bound with LIMIT pageSize + 1) and answers its page. */
export async function readPinPage(statement: D1PreparedStatement, pageSize: number, options: PinReadOptions, paging: PinPaging): Promise<PinRowsPage> {
  const { results } = await statement.all<PinRow>();
  return pinRowsPage(results, pageSize, options, paging);
}
