// Blocks (docs/security.md): the inbox ignores nobody's blocks any more. Once either of two members
// blocks the other, their conversations leave both inboxes (/messages/), the header's unread count and
// the conversation itself (its page and ConversationsResource answer as for one that does not exist),
// as the news hub already left out the other's news; lifting the block brings them back.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

let publicPin: string;
beforeAll(async () => {
  const row = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 ORDER BY p.id LIMIT 1",
  ).first<{ id: number }>();
  publicPin = String(row!.id);
});

async function messagesPage(member: Member) {
  const html = await (await request('/messages/', { headers: { cookie: member.cookie, accept: 'text/html' } })).text();
  const state = documentState(html);
  return {
    ids: (state.page.data as { conversations: Array<{ entityId: string }> }).conversations.map((c) => c.entityId),
    unread: state.viewer.unread?.messages,
  };
}

async function conversation(sender: Member, recipient: Member): Promise<string> {
  const sent = await callFrom<{ conversationId: string }>(
    'ConversationsResource',
    'create',
    { pin_id: publicPin, username: recipient.username, text: 'Look' },
    { cookie: sender.cookie },
  );
  expect(sent.status).toBe(201);
  return sent.data.conversationId;
}

describe.each(['the recipient blocks the sender', 'the sender blocks the recipient'])(
  'Blocks: after %s, the inbox leaves their conversation out (security: Blocks)',
  (direction) => {
    let sender: Member;
    let recipient: Member;
    let id: string;
    beforeAll(async () => {
      [sender, recipient] = [await signUp('inboxsender'), await signUp('inboxrecipient')];
      id = await conversation(sender, recipient);
      expect(await messagesPage(recipient)).toEqual({ ids: [id], unread: 1 });
      const [blocker, blocked] = direction === 'the recipient blocks the sender' ? [recipient, sender] : [sender, recipient];
      expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
    });

    it('Blocks: neither inbox lists it, and the unread count leaves it out', async () => {
      expect(await messagesPage(recipient)).toEqual({ ids: [], unread: 0 });
      expect((await messagesPage(sender)).ids).toEqual([]);
    });

    it('Blocks: the conversation answers as one that does not exist, by its page and by ConversationsResource', async () => {
      for (const member of [recipient, sender]) {
        expect((await callFrom('ConversationsResource', 'get', { id }, { cookie: member.cookie })).status).toBe(404);
        expect((await request(`/conversation/${id}/`, { headers: { cookie: member.cookie, accept: 'text/html' } })).status).toBe(404);
      }
    });

    it('Blocks: lifting the block brings it back', async () => {
      const [blocker, blocked] = direction === 'the recipient blocks the sender' ? [recipient, sender] : [sender, recipient];
      expect((await callFrom('UserBlockResource', 'delete', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
      expect((await messagesPage(recipient)).ids).toEqual([id]);
      expect((await callFrom('ConversationsResource', 'get', { id }, { cookie: recipient.cookie })).status).toBe(200);
    });
  },
);
