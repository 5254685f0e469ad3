// Saving helpers of the security tests: public demo pins no earlier call of the file used, a board of the member's, a save.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { call } from '../accountHelpers.ts';

interface Saved {
  id: string;
}

let cursor = 0;
/** Public original demo pins no other test of this file used. */
export async function publicPins(n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id DESC LIMIT ? OFFSET ?",
  )
    .bind(n, cursor)
    .all<{ id: number }>();
  cursor += n;
  return results.map((r) => String(r.id));
}

export async function boardOf(cookie: string, name: string, privacy = 'public'): Promise<BoardDetail> {
  const r = await call<BoardDetail>('BoardResource', 'create', { name, privacy }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}

export async function save(cookie: string, pinId: string, boardId: string): Promise<string> {
  const r = await call<Saved>('RepinResource', 'create', { pin_id: pinId, board_id: boardId }, cookie);
  expect(r.status).toBe(201);
  return r.data.id;
}

export const maxPinId = async () => (await env.DB.prepare('SELECT MAX(id) AS n FROM pins').first<{ n: number }>())!.n;
