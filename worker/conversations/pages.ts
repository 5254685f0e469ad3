// Page loaders of /conversation/{id}/ (a pair's pins and messages) and /messages/ (the member's inbox).
import { formatId, parseId } from '#shared/ids.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { type Loader, memberOf, notFoundPage, pageHead } from '#worker/pages/loader.ts';
import { readConversation } from './conversationData.ts';
import { markConversationRead, readInbox } from './inboxData.ts';
import { setUnread } from './unreadCounts.ts';

/** /conversation/{id}/: the pins and messages a pair exchanged, for its members only (404 to any other member; a visitor gets the login page). */
const loadConversation: Loader = async (c, params) => {
  const viewerId = memberOf(c);
  const conversationId = parseId<'conversation'>(params.conversationId);
  if (conversationId === null) return notFoundPage();
  const conversation = await statusRead(c, () => readConversation(c.env, conversationId, viewerId));
  if (!conversation) return notFoundPage();
  // Opening a conversation reads it: its messages stop counting as unread for this member, in the header it renders too.
  setUnread(c, { messages: await markConversationRead(c.env.DB, conversationId, viewerId) });
  const others = conversation.members.filter((m) => m.entityId !== formatId(viewerId)).map((m) => m.fullName || m.username);
  return {
    route: 'conversation',
    params,
    status: 200,
    head: pageHead(`Conversation with ${others.join(', ') || 'yourself'} | ${SITE_NAME}`, 'Pins and messages you exchanged.', null, true),
    data: { kind: 'conversation', conversation },
  };
};

/** /messages/: the member's conversations, most recently active first, unread ones marked. */
const loadMessages: Loader = async (c, params) => {
  const conversations = await readInbox(c.env.DB, memberOf(c));
  return {
    route: 'messages',
    params,
    status: 200,
    head: pageHead(`Messages | ${SITE_NAME}`, 'Your conversations.', null, true),
    data: { kind: 'messages', conversations },
  };
};

/** The conversations' loaders by route. */
export const conversationPages = { conversation: loadConversation, messages: loadMessages } satisfies Record<string, Loader>;
