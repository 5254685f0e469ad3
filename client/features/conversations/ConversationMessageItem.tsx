// One message of a conversation: who sent it and when, the pin sent (or a note that it is gone)
// and its text, which React escapes.
import { chooseImage } from '#shared/images.ts';
import { pinPath } from '#shared/paths.ts';
import type { ConversationMessage } from '#shared/types.ts';

export function ConversationMessageItem({ message, mine }: { message: ConversationMessage; mine: boolean }) {
  const image = message.pin ? chooseImage(message.pin.images) : null;
  return (
    <li className={`message${mine ? ' message--mine' : ''}`} data-test-id="message">
      <p className="message__meta">
        {mine ? 'You' : message.sender.fullName || message.sender.username} · <time dateTime={message.createdAt}>{message.createdAt.slice(0, 10)}</time>
      </p>
      {message.pin ? (
        <a className="message__pin" href={pinPath(message.pin.entityId)}>
          {/* A titled pin's title names the link, so its picture is not read out again (axe image-redundant-alt). */}
          {image && (
            <img
              src={image.url}
              width={120}
              height={Math.round((image.height * 120) / image.width)}
              alt={message.pin.title ? '' : message.pin.altText}
              loading="lazy"
            />
          )}
          <span>{message.pin.title || 'Pin'}</span>
        </a>
      ) : (
        message.hadPin && <p className="message__gone">This Pin is no longer available.</p>
      )}
      {message.text && <p className="message__text">{message.text}</p>}
    </li>
  );
}
