// "Send to" suggestions (shared/api/sendTo.ts): members the viewer has a conversation with or
// follows, matched by the start of their username or name, never the viewer, a limited login or
// anyone either side blocked.
import * as api from '#shared/api/sendTo.ts';
import type { UserId } from '#shared/ids.ts';
import type { UserSummary } from '#shared/types.ts';
import { implement } from '#worker/api/implement.ts';
import { notBlocked } from '#worker/visibility.ts';
import { type MemberRow, USER_COLUMNS, userSummary } from './conversationData.ts';

/** A LIKE pattern matching what starts with `text` (its wildcards taken literally). */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The viewer's send suggestions for what they typed (everyone they know when it is empty). */
export async function readSendSuggestions(db: D1Database, viewerId: UserId, query: string): Promise<UserSummary[]> {
  // Driven from the viewer's own conversations and follows (indexed by the viewer), never from all users.
  const known = `SELECT theirs.user_id AS id, 1 AS partner FROM conversation_members mine
      JOIN conversation_members theirs ON theirs.conversation_id = mine.conversation_id WHERE mine.user_id = ?1
    UNION ALL SELECT f.followee_id AS id, 0 AS partner FROM user_follows f WHERE f.follower_id = ?1`;
  const { results } = await db
    .prepare(
      `WITH known AS (SELECT id, MAX(partner) AS partner FROM (${known}) GROUP BY id)
       SELECT ${USER_COLUMNS} FROM known k JOIN users u ON u.id = k.id LEFT JOIN images ui ON ui.signature = u.image_signature
       WHERE u.id <> ?1 AND u.is_limited_login = 0
         AND (u.username LIKE ?2 ESCAPE '\\' OR u.full_name LIKE ?2 ESCAPE '\\')
         AND ${notBlocked({ user: 'u.id', viewer: '?1' })}
       ORDER BY k.partner DESC, u.username LIMIT ?3`,
    )
    .bind(viewerId, startsWith(query), api.SEND_SUGGESTIONS_LIMIT)
    .all<MemberRow>();
  return results.map(userSummary);
}

export const SendSuggestionsResource = implement(api.SendSuggestionsResource, {
  get: async (c, options, me) => ({ data: await readSendSuggestions(c.env.DB, me, options.query) }),
});
