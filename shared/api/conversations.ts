// Conversations: send a pin to a member (the share flyout), read a conversation, reply to it.
import * as v from 'valibot';
import type { ConversationMessage, ConversationView } from '../conversations.ts';
import { resource, returns } from './define.ts';
import { id } from './ids.ts';

export const ConversationsResource = resource('ConversationsResource', {
  get: { options: v.object({ id: id('id') }), access: 'member', signInPrompt: 'Log in to read your messages.', result: returns<ConversationView>() },
  create: {
    options: v.object({
      pin_id: id('pin_id'),
      username: v.pipe(v.string('username must be text'), v.trim(), v.regex(/^[A-Za-z0-9_]{3,30}$/, 'username must be 3 to 30 letters, digits or underscores')),
      text: v.optional(v.unknown(), ''),
    }),
    access: 'member',
    rateLimit: 'messageSend',
    signInPrompt: 'Log in to send this Pin.',
    loginReason: 'send',
    result: returns<{ conversationId: string; url: string }>(),
  },
});

export const ConversationMessagesResource = resource('ConversationMessagesResource', {
  create: {
    options: v.object({ conversation_id: id('conversation_id'), text: v.unknown() }),
    access: 'member',
    rateLimit: 'messageSend',
    signInPrompt: 'Log in to reply.',
    result: returns<Pick<ConversationMessage, 'entityId' | 'createdAt' | 'text'>>(),
  },
});
