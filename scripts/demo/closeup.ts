// Demo rows for the closeup: comments on some public pins and a conversation between
// the demo and partner accounts in which pins were sent. Deterministic, derived from the dataset;
// loading first clears these tables, so it can run again after a forced reseed.
import type { Dataset } from './dataset.ts';
import { createRng } from './random.ts';
import type { D1Like } from './sql.ts';

const COMMENT_TEXTS = [
  'Love this!',
  'Saving this for later.',
  'Where is this from?',
  'The colours are perfect.',
  'Trying this weekend.',
  'So good, thank you for sharing.',
  'This is exactly what I was looking for.',
  'Beautiful work.',
  'Does it come in blue?',
  'Made this last night, it was a hit.',
];

export interface CloseupDemo {
  comments: Array<{ pin_id: number; user_id: number; text: string; created_at: number }>;
  conversation: { members: [number, number]; messages: Array<{ sender_id: number; pin_id: number; text: string; created_at: number }> } | null;
}

/** Comments on every 9th public, live, original pin with comments on, and one conversation. */
export function closeupDemo(dataset: Dataset, seed = dataset.seed): CloseupDemo {
  const rng = createRng(seed).fork('closeup');
  const publicBoards = new Set(dataset.boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  const open = dataset.pins.filter(
    (p) =>
      p.deleted_at === null
      && p.origin_pin_id === null
      && p.is_promoted === 0
      && p.comments_disabled === 0
      && p.board_id !== null
      && publicBoards.has(p.board_id),
  );
  const people = dataset.users.filter((u) => u.is_limited_login === 0);
  const comments: CloseupDemo['comments'] = [];
  open.forEach((pin, i) => {
    if (i % 9 !== 0) return;
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      comments.push({ pin_id: pin.id, user_id: rng.pick(people).id, text: rng.pick(COMMENT_TEXTS), created_at: pin.created_at + (k + 1) * 3_600_000 });
    }
  });
  const { demoUserId, partnerUserId } = dataset.notable;
  const sent = open.slice(-2);
  const conversation =
    sent.length === 2
      ? {
          members: [demoUserId, partnerUserId] as [number, number],
          messages: [
            { sender_id: demoUserId, pin_id: sent[0].id, text: 'Thought you would like this one.', created_at: sent[1].created_at + 60_000 },
            { sender_id: partnerUserId, pin_id: sent[1].id, text: 'Yes! And this goes with it.', created_at: sent[1].created_at + 120_000 },
          ],
        }
      : null;
  return { comments, conversation };
}

/** Loads the closeup demo rows in one batch (after the dataset itself). */
export async function loadCloseupDemo<S>(db: D1Like<S>, dataset: Dataset): Promise<number> {
  const demo = closeupDemo(dataset);
  const statements: S[] = [db.prepare('DELETE FROM comments').bind(), db.prepare('DELETE FROM conversations').bind()];
  for (const c of demo.comments) {
    statements.push(db.prepare('INSERT INTO comments (pin_id, user_id, text, created_at) VALUES (?, ?, ?, ?)').bind(c.pin_id, c.user_id, c.text, c.created_at));
  }
  if (demo.conversation) {
    const [a, b] = demo.conversation.members;
    const key = [a, b].sort((x, y) => x - y).join(':');
    const at = demo.conversation.messages[0].created_at;
    statements.push(
      db.prepare('INSERT INTO conversations (id, member_key, created_at, updated_at) VALUES (1, ?, ?, ?)').bind(key, at, at),
      db.prepare('INSERT INTO conversation_members (conversation_id, user_id) VALUES (1, ?), (1, ?)').bind(a, b),
      ...demo.conversation.messages.map((m) =>
        db
          .prepare('INSERT INTO conversation_messages (conversation_id, sender_id, pin_id, text, created_at) VALUES (1, ?, ?, ?, ?)')
          .bind(m.sender_id, m.pin_id, m.text, m.created_at),
      ),
    );
  }
  await db.batch(statements);
  return statements.length;
}
