// /conversation/{id}/: the pins and messages two members sent each other (members only; others
// get the 404 page from the loader).
import { chooseImage } from '#shared/images.ts';
import { pinPath, profilePath } from '#shared/routes.ts';
import type { ConversationView, Viewer } from '#shared/types.ts';

export function ConversationPage({ conversation, viewer }: { conversation: ConversationView; viewer: Viewer }) {
  const others = conversation.members.filter((m) => m.entityId !== viewer.id);
  return (
    <section className="page-narrow conversation" data-test-id="conversation">
      <h1>Conversation with {others.map((m, i) => (
        <span key={m.entityId}>{i > 0 && ', '}<a href={profilePath(m.username)}>{m.fullName || m.username}</a></span>
      ))}</h1>
      <ol className="conversation__messages">
        {conversation.messages.map((message) => {
          const image = message.pin ? chooseImage(message.pin.images) : null;
          const mine = message.sender.entityId === viewer.id;
          return (
            <li key={message.id} className={`message${mine ? ' message--mine' : ''}`} data-test-id="message">
              <p className="message__meta">{mine ? 'You' : message.sender.fullName || message.sender.username} · <time dateTime={message.createdAt}>{message.createdAt.slice(0, 10)}</time></p>
              {message.pin ? (
                <a className="message__pin" href={pinPath(message.pin.entityId)}>
                  {image && <img src={image.url} width={120} height={Math.round((image.height * 120) / image.width)} alt={message.pin.altText || message.pin.title} loading="lazy" />}
                  <span>{message.pin.title || 'Pin'}</span>
                </a>
              ) : message.text ? null : <p className="message__gone">This Pin is no longer available.</p>}
              {message.text && <p className="message__text">{message.text}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
