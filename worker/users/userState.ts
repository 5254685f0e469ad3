// UserStateResource (docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#calls-spec-000-7): a member's named states, kept in user_states
// (migration 0016), and their quick-saves board id. Signed-in members only.
import * as api from '#shared/api/userState.ts';
import { USER_STATE_MAX_NAMES } from '#shared/constants.ts';
import { type BoardId, formatId } from '#shared/ids.ts';
import { invalid } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';

export const UserStateResource = implement(api.UserStateResource, {
  get: async (c, _o, me) => {
    const [quick, states] = await c.env.DB.batch([
      c.env.DB.prepare("SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves' ORDER BY id LIMIT 1").bind(me),
      c.env.DB.prepare('SELECT state, value FROM user_states WHERE user_id = ?').bind(me),
    ]);
    const quickId = (quick.results[0] as { id: BoardId } | undefined)?.id;
    const rows = states.results as Array<{ state: string; value: string }>;
    return {
      data: {
        quick_saves_board_id: quickId === undefined ? null : formatId(quickId),
        states: Object.fromEntries(rows.map((r) => [r.state, JSON.parse(r.value) as api.UserStateValue])),
      },
    };
  },
  create: async (c, o, me) => {
    // One statement: a known name is updated; a new one is added only while the member has fewer than the cap.
    const written = await c.env.DB.prepare(
      `INSERT INTO user_states (user_id, state, value, updated_at)
       SELECT ?1, ?2, ?3, ?4
        WHERE EXISTS (SELECT 1 FROM user_states WHERE user_id = ?1 AND state = ?2)
           OR (SELECT COUNT(*) FROM user_states WHERE user_id = ?1) < ?5
       ON CONFLICT (user_id, state) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
       RETURNING state`,
    )
      .bind(me, o.state, JSON.stringify(o.value), Date.now(), USER_STATE_MAX_NAMES)
      .first();
    if (!written) throw invalid(`You can keep at most ${USER_STATE_MAX_NAMES} settings. Please reuse one you have.`);
    return { data: { state: o.state, value: o.value }, status: 201 };
  },
});
