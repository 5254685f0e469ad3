// Conversations: send a pin to a member (the share flyout) or start with words (the inbox's New message), read a
// conversation, reply to it; and the member's unread counts, which the header's badges read again on focus.
import * as v from 'valibot';
import type { ConversationMessage, ConversationView } from '../conversations/conversation.ts';
import type { Viewer } from '../types.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

export const ConversationsResource = resource('ConversationsResource', {
  get: {
    options: v.object({ id: id('conversation', 'id') }),
    access: 'member',
    signInPrompt: 'Log in to read your messages.',
    result: returns<ConversationView>(),
  },
  create: {
    options: v.object({
      /** The pin sent; none for a conversation started with words only (then the text is needed). */
      pin_id: v.optional(id('pin', 'pin_id')),
      username: v.pipe(v.string('username must be text'), v.trim(), v.regex(/^[A-Za-z0-9_]{3,30}$/, 'username must be 3 to 30 letters, digits or underscores')),
      text: v.optional(v.unknown(), ''),
    }),
    access: 'member',
    rateLimit: 'messageSend',
    signInPrompt: 'Log in to send this Pin.',
    loginReason: 'send',
    result: returns<{ conversationId: string; url: string /** Who it went to, by the name they show. */; to: string }>(),
  },
});

export const ConversationMessagesResource = resource('ConversationMessagesResource', {
  create: {
    options: v.object({ conversation_id: id('conversation', 'conversation_id'), text: v.unknown() }),
    access: 'member',
    rateLimit: 'messageSend',
    signInPrompt: 'Log in to reply.',
    result: returns<Pick<ConversationMessage, 'entityId' | 'createdAt' | 'text'>>(),
  },
});

/** The member's unread notifications and conversations, exact, for the badges to follow without a reload. */
export const UnreadCountsResource = resource('UnreadCountsResource', {
  get: { options: v.object({}), access: 'member', result: returns<NonNullable<Viewer['unread']>>() },
});
