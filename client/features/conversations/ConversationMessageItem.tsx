// One message of a conversation: who sent it and when, the pin sent as its card (or a note that it
// is gone) and its text, which React escapes.
import { HumanTime } from '#client/components/HumanTime.tsx';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import { MASONRY } from '#shared/constants.ts';
import type { ConversationMessage } from '#shared/conversations/conversation.ts';
import type { Viewer } from '#shared/types.ts';

/**
 * A message's card: the standard grid column, its geometry known before the image loads; on a window
 * too narrow for it the bubble scales it down whole (.pin-card-frame in ../pinCard/pinCard.css), as a phone's grid does.
 */
const MESSAGE_CARD = MASONRY.standard;

export function ConversationMessageItem({
  message,
  mine,
  viewer,
  slotIndex,
}: {
  message: ConversationMessage;
  mine: boolean;
  viewer: Viewer;
  /** The pin's place among the conversation's pins: the first screen's load their image first. */
  slotIndex: number;
}) {
  return (
    <li className={`message${mine ? ' message--mine' : ''}`} data-test-id="message">
      <p className="message__meta">
        {mine ? 'You' : message.sender.fullName || message.sender.username} · <HumanTime when={message.createdAt} />
      </p>
      {message.pin ? (
        <div className="pin-card-frame" style={{ ['--col-n' as string]: MESSAGE_CARD.columnWidth }}>
          <PinCard pin={message.pin} viewer={viewer} columnWidth={MESSAGE_CARD.columnWidth} gap={MESSAGE_CARD.gap} slotIndex={slotIndex} />
        </div>
      ) : (
        message.hadPin && <p className="message__gone">This Pin is no longer available.</p>
      )}
      {message.text && <p className="message__text">{message.text}</p>}
    </li>
  );
}
