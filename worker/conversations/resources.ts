// ConversationsResource: send a pin to a member from the share flyout, or words from the inbox (create), which starts or
// continues the pair's conversation, and read a conversation (get), for its members only;
// ConversationMessagesResource: a member's text reply in the conversation page; UnreadCountsResource: the badges' counts.

import * as api from '#shared/api/conversations.ts';
import { checkMessage, checkReply } from '#shared/closeup/commentText.ts';
import { formatId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { conversationMembers, readConversation, recipientByUsername, sendPinMessage, sendReply } from '#worker/conversations/conversationData.ts';
import { withUnreadCounts } from '#worker/conversations/unreadCounts.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { refuseIfBlocked } from '#worker/users/blocks.ts';

export const ConversationsResource = implement(api.ConversationsResource, {
  get: async (c, options, me) => {
    const conversation = await readConversation(c.env, options.id, me);
    if (!conversation) throw new ApiError('not_found', 'This conversation does not exist.');
    return { data: conversation };
  },
  create: async (c, options, me) => {
    const message = checkMessage(options.text);
    if (!message.ok) throw new ApiError('invalid', message.error);
    if (!options.pin_id && !message.text) throw new ApiError('invalid', 'Write a message to send.');
    const lookup = options.pin_id ? await readPin(c.env.DB, options.pin_id, me, { forBot: false }) : null;
    if (lookup && lookup.status !== 'found') throw new ApiError('not_found', 'This pin does not exist.');
    const recipient = await recipientByUsername(c.env.DB, options.username);
    if (!recipient) throw new ApiError('not_found', `There is no one called ${options.username}.`);
    if (recipient.id === me) throw new ApiError('invalid', 'Choose someone else to send this Pin to.');
    await refuseIfBlocked(c.env.DB, me, recipient.id);
    const pin = lookup?.status === 'found' ? lookup.pin : null;
    if (pin?.board?.privacy === 'secret') throw new ApiError('forbidden', 'Pins on a secret board cannot be sent.');
    const id = formatId(await sendPinMessage(c.env.DB, me, recipient.id, pin ? (options.pin_id ?? null) : null, message.text));
    return { data: { conversationId: id, url: `/conversation/${id}/`, to: recipient.fullName || recipient.username }, status: 201 };
  },
});

export const ConversationMessagesResource = implement(api.ConversationMessagesResource, {
  create: async (c, options, me) => {
    const reply = checkReply(options.text);
    if (!reply.ok) throw new ApiError('invalid', reply.error);
    const members = await conversationMembers(c.env.DB, options.conversation_id);
    if (members.includes(me)) await refuseIfBlocked(c.env.DB, me, ...members);
    const sent = await sendReply(c.env.DB, options.conversation_id, me, reply.text);
    if (!sent) throw new ApiError('not_found', 'This conversation does not exist.');
    return { data: { ...sent, text: reply.text }, status: 201 };
  },
});

export const UnreadCountsResource = implement(api.UnreadCountsResource, {
  get: async (c) => {
    const viewer = await withUnreadCounts(c);
    return { data: viewer.unread ?? { notifications: 0, messages: 0 } };
  },
});
