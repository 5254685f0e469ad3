// ConversationsResource: send a pin to a member from the share flyout (create), which starts or
// continues the pair's conversation, and read a conversation (get), for its members only;
// ConversationMessagesResource: a member's text reply in the conversation page.
import * as v from 'valibot';
import { checkMessage, checkReply } from '#shared/closeup/comments.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { readConversation, recipientByUsername, sendPinMessage, sendReply } from '#worker/conversations/conversationData.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { PinId } from '../feeds/feedResources.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

const ConversationId = v.pipe(v.string('id must be a string of digits'), v.regex(/^\d{1,18}$/, 'id must be a string of digits'));

export const ConversationsResource: ResourceDefinition = {
  name: 'ConversationsResource',
  get: verb(v.object({ id: ConversationId }), async (c, options) => {
    const viewer = c.var.viewer;
    if (!viewer.id) throw new ResourceFailure(401, 'login_required', 'Log in to read your messages.');
    const conversation = await readConversation(c.env.DB, options.id, viewer.id);
    if (!conversation) throw new ResourceFailure(404, 'not_found', 'This conversation does not exist.');
    return { data: conversation };
  }),
  create: verb(
    v.object({
      pin_id: PinId,
      username: v.pipe(v.string('username must be text'), v.trim(), v.regex(/^[A-Za-z0-9_]{3,30}$/, 'username must be 3 to 30 letters, digits or underscores')),
      text: v.optional(v.unknown(), ''),
    }),
    async (c, options) => {
      const viewer = c.var.viewer;
      if (!viewer.id) throw new ResourceFailure(401, 'login_required', 'Log in to send this Pin.');
      const message = checkMessage(options.text);
      if (!message.ok) throw new ResourceFailure(400, 'invalid_message', message.error);
      const lookup = await readPin(c.env.DB, options.pin_id, viewer.id, { forBot: false });
      if (lookup.status !== 'found') throw new ResourceFailure(404, 'not_found', 'This pin does not exist.');
      const recipient = await recipientByUsername(c.env.DB, options.username);
      if (!recipient) throw new ResourceFailure(404, 'no_such_user', `There is no one called ${options.username}.`);
      if (recipient.entityId === viewer.id) throw new ResourceFailure(400, 'self', 'Choose someone else to send this Pin to.');
      const secret = lookup.pin.board?.privacy === 'secret';
      if (secret) throw new ResourceFailure(403, 'secret_board', 'Pins on a secret board cannot be sent.');
      const id = await sendPinMessage(c.env.DB, viewer.id, recipient.entityId, lookup.pin.entityId, message.text);
      return { data: { conversationId: id, url: `/conversation/${id}/` }, status: 201 };
    },
  ),
};

export const ConversationMessagesResource: ResourceDefinition = {
  name: 'ConversationMessagesResource',
  create: verb(v.object({ conversation_id: ConversationId, text: v.unknown() }), async (c, options) => {
    const viewer = c.var.viewer;
    if (!viewer.id) throw new ResourceFailure(401, 'login_required', 'Log in to reply.');
    const reply = checkReply(options.text);
    if (!reply.ok) throw new ResourceFailure(400, 'invalid_message', reply.error);
    const sent = await sendReply(c.env.DB, options.conversation_id, viewer.id, reply.text);
    if (!sent) throw new ResourceFailure(404, 'not_found', 'This conversation does not exist.');
    return { data: { ...sent, text: reply.text }, status: 201 };
  }),
};
