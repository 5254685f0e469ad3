// ConversationsResource: send a pin to a member from the share flyout (create), which starts or
// continues the pair's conversation, and read a conversation (get), for its members only;
// ConversationMessagesResource: a member's text reply in the conversation page.

import * as api from '#shared/api/conversations.ts';
import { checkMessage, checkReply } from '#shared/closeup/comments.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { conversationMembers, readConversation, recipientByUsername, sendPinMessage, sendReply } from '#worker/conversations/conversationData.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { refuseIfBlocked } from '#worker/users/blocks.ts';

export const ConversationsResource = implement(api.ConversationsResource, {
  get: async (c, options, me) => {
    const viewerId = String(me);
    const conversation = await readConversation(c.env, options.id, viewerId);
    if (!conversation) throw new ApiError('not_found', 'This conversation does not exist.');
    return { data: conversation };
  },
  create: async (c, options, me) => {
    const viewerId = String(me);
    const message = checkMessage(options.text);
    if (!message.ok) throw new ApiError('invalid', message.error);
    const lookup = await readPin(c.env.DB, options.pin_id, viewerId, { forBot: false });
    if (lookup.status !== 'found') throw new ApiError('not_found', 'This pin does not exist.');
    const recipient = await recipientByUsername(c.env.DB, options.username);
    if (!recipient) throw new ApiError('not_found', `There is no one called ${options.username}.`);
    if (recipient.entityId === viewerId) throw new ApiError('invalid', 'Choose someone else to send this Pin to.');
    await refuseIfBlocked(c.env.DB, me, Number(recipient.entityId));
    const secret = lookup.pin.board?.privacy === 'secret';
    if (secret) throw new ApiError('forbidden', 'Pins on a secret board cannot be sent.');
    const id = await sendPinMessage(c.env.DB, viewerId, recipient.entityId, lookup.pin.entityId, message.text);
    return { data: { conversationId: id, url: `/conversation/${id}/` }, status: 201 };
  },
});

export const ConversationMessagesResource = implement(api.ConversationMessagesResource, {
  create: async (c, options, me) => {
    const viewerId = String(me);
    const reply = checkReply(options.text);
    if (!reply.ok) throw new ApiError('invalid', reply.error);
    const members = await conversationMembers(c.env.DB, options.conversation_id);
    if (members.includes(me)) await refuseIfBlocked(c.env.DB, me, ...members);
    const sent = await sendReply(c.env.DB, options.conversation_id, viewerId, reply.text);
    if (!sent) throw new ApiError('not_found', 'This conversation does not exist.');
    return { data: { ...sent, text: reply.text }, status: 201 };
  },
});
