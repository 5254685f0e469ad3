// Rate limits (docs/security.md): messages are under the same per-(actor, recipient) news budget as saves,
// comments and follows (migrations/0059_message_news_budget.sql). Every message lands in its conversation;
// only the news items stop at the budget, by every path (a new conversation, a reply, a message written by any
// other path into conversation_messages).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { callFrom } from './helpers.ts';

/** The budget the triggers hold (migrations/0058_news_budget.sql). */
const NEWS_BUDGET = 10;

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('Rate limits: message news is under the per-pair news budget (security: Rate limits)', () => {
  it('Rate limits: 60 messages (a new conversation and replies) put at most the budget of news on the recipient; every message lands', async () => {
    const sender = await signUp('flooder');
    const victim = await signUp('flooded');
    const bystander = await signUp('bystander');
    const started = await callFrom<{ conversationId: string }>(
      'ConversationsResource',
      'create',
      { username: victim.username, text: 'hello 0' },
      { cookie: sender.cookie },
    );
    expect(started.status).toBe(201);
    const conversation = started.data.conversationId;
    let sent = 1;
    // Replies through the resource until its own per-minute limit refuses them.
    for (let i = 1; i < 30; i++) {
      const r = await callFrom('ConversationMessagesResource', 'create', { conversation_id: conversation, text: `hello ${i}` }, { cookie: sender.cookie });
      if (r.status === 429) break;
      expect(r.status).toBe(201);
      sent++;
    }
    expect(sent).toBeGreaterThan(NEWS_BUDGET);
    // The rest of the hour's 60, written as later minutes' replies would be: the news trigger alone decides.
    for (let i = sent; i < 60; i++) {
      await env.DB.prepare('INSERT INTO conversation_messages (conversation_id, sender_id, text, created_at) VALUES (?, ?, ?, ?)')
        .bind(Number(conversation), Number(sender.id), `hello ${i}`, Date.now())
        .run();
    }
    expect(await count('SELECT COUNT(*) AS n FROM conversation_messages WHERE conversation_id = ?', Number(conversation))).toBe(60);
    expect(
      await count("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND actor_id = ? AND type = 'message'", Number(victim.id), Number(sender.id)),
    ).toBe(NEWS_BUDGET);
    // The budget is per pair: the victim's reply notifies the sender, and another sender still reaches the victim.
    expect((await callFrom('ConversationMessagesResource', 'create', { conversation_id: conversation, text: 'stop' }, { cookie: victim.cookie })).status).toBe(
      201,
    );
    expect(
      await count("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND actor_id = ? AND type = 'message'", Number(sender.id), Number(victim.id)),
    ).toBe(1);
    expect((await callFrom('ConversationsResource', 'create', { username: victim.username, text: 'hi' }, { cookie: bystander.cookie })).status).toBe(201);
    expect(
      await count("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND actor_id = ? AND type = 'message'", Number(victim.id), Number(bystander.id)),
    ).toBe(1);
  }, 120_000);
});
