// Invite codes of pins: every SQL statement reading or writing invite_codes (migration 0010).

import type { PinId, UserId } from '#shared/ids.ts';
import { toHex } from '#worker/lib/hex.ts';
import { avatarUrl } from '#worker/users/userData.ts';
import { notBlocked, pinVisibleTo, viewerBind } from '#worker/visibility.ts';

export interface InviteRow {
  code: string;
  sender_id: UserId;
  pin_id: PinId | null;
  invite_channel: number;
  full_name: string;
  username: string;
  image_signature: string | null;
  avatar_ext: string | null;
  sender_limited: number;
  /** 1 when messaging is allowed on both sides between sender and viewer. */
  messaging: number;
}

/** An invite with its sender, and whether the sender and `viewer` may message each other; null when unknown. */
export function readInviteCode(db: D1Database, code: string, viewer: UserId | null): Promise<InviteRow | null> {
  return db
    .prepare(
      `SELECT ic.code, ic.sender_id, ic.pin_id, ic.invite_channel, u.full_name, u.username, u.image_signature, ui.ext AS avatar_ext,
              u.is_limited_login AS sender_limited,
              (u.is_limited_login = 0 AND ${notBlocked({ user: 'u.id', viewer: '?2' })}
                AND NOT EXISTS (SELECT 1 FROM users vu WHERE vu.id = ?2 AND vu.is_limited_login = 1)) AS messaging
         FROM invite_codes ic JOIN users u ON u.id = ic.sender_id LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE ic.code = ?1`,
    )
    .bind(code, viewerBind(viewer))
    .first<InviteRow>();
}

export const inviteAvatar = (row: InviteRow): string | null => avatarUrl(row);

/** Whether `viewer` may see the pin (live, visible board, no block). */
export async function pinVisible(db: D1Database, pinId: PinId, viewer: UserId): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS x FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?1 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`)
    .bind(pinId, viewer)
    .first();
  return Boolean(row);
}

/** The member's invite code for a pin and channel: the existing one, else a new one. */
export async function ensureInviteCode(db: D1Database, sender: UserId, pinId: PinId, channel: number, now = Date.now()): Promise<string> {
  const existing = await db
    .prepare('SELECT code FROM invite_codes WHERE sender_id = ? AND pin_id = ? AND invite_channel = ?')
    .bind(sender, pinId, channel)
    .first<{ code: string }>();
  if (existing) return existing.code;
  const code = toHex(crypto.getRandomValues(new Uint8Array(12)));
  await db
    .prepare('INSERT INTO invite_codes (code, sender_id, pin_id, invite_channel, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(code, sender, pinId, channel, now)
    .run();
  return code;
}
