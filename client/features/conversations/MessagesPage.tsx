// /messages/: the member's inbox — their conversations, most recently active first, each with the
// other member, the last message and when, unread ones in bold with a dot; opening one reads it. "New message"
// starts a conversation with words (a real form, which works without JavaScript too). It links to their
// notifications with its unread count: on a phone the tab bar's Inbox leads here for both.
import { type FormEvent, useState } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { Avatar } from '#client/components/Avatar.tsx';
import { HumanTime } from '#client/components/HumanTime.tsx';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { MESSAGE_MAX_LENGTH } from '#shared/constants.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { InboxConversation } from '#shared/types.ts';
import '#client/features/discovery/discovery.css';

function InboxRow({ conversation }: { conversation: InboxConversation }) {
  const name = conversation.with.fullName || conversation.with.username;
  return (
    <li className={`news__item${conversation.unread ? ' news__item--unread' : ''}`} data-test-id="inbox-conversation" data-unread={conversation.unread}>
      <a className="news__link" href={`/conversation/${conversation.entityId}/`}>
        <Avatar className="news__pin news__avatar" url={conversation.with.imageMediumUrl} name={name} size={48} />
        <span className="news__body">
          <strong className="news__name">{name}</strong>
          {conversation.unread && <span className="visually-hidden"> (unread)</span>}
          <span className="news__preview">{conversation.lastMessage}</span>
          <HumanTime className="news__date" when={conversation.updatedAt} />
        </span>
        {conversation.unread && <span className="news__dot" aria-hidden="true" />}
      </a>
    </li>
  );
}

/** "New message": to whom and what, posted as ConversationsResource create; the conversation opens once it is sent. */
function NewMessage({ flash: pageFlash }: { flash?: FormFlash }) {
  const flash = flashFor(pageFlash, 'ConversationsResource', 'create');
  const [error, setError] = useState<string | null>(flash?.error ?? null);
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await callResource('ConversationsResource', 'create', {
        username: String(fields.get('username') ?? ''),
        text: String(fields.get('text') ?? ''),
      });
      window.location.assign(answer.data.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : SERVER_ERROR_MESSAGE);
      setBusy(false);
    }
  }
  return (
    <details className="new-message" open={Boolean(flash?.error)} data-test-id="new-message">
      <summary className="button button--primary">New message</summary>
      <form method="post" action={formAction('ConversationsResource', 'create')} onSubmit={(e) => void send(e)} className="new-message__form">
        <input type="hidden" name="next" value="/messages/" />
        <label>
          To (username)
          <input className="input" name="username" required minLength={3} maxLength={30} autoComplete="off" defaultValue={flash?.values?.username} />
        </label>
        <label>
          Message
          <textarea className="input" name="text" rows={3} required maxLength={MESSAGE_MAX_LENGTH} defaultValue={flash?.values?.text} />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Send
        </button>
        {error && (
          <p className="comments__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}

export function MessagesPage({
  conversations,
  unreadNotifications,
  flash,
}: {
  conversations: InboxConversation[];
  unreadNotifications: number;
  flash?: FormFlash;
}) {
  return (
    <div className="discovery-page" data-test-id="messages-page">
      <h1>Messages</h1>
      <p className="messages__actions">
        <a className="button" href="/notifications/" data-test-id="inbox-notifications">
          {unreadNotifications > 0 ? `Notifications, ${unreadNotifications} unread` : 'Notifications'}
        </a>
      </p>
      <NewMessage flash={flash} />
      {conversations.length === 0 ? (
        <p>No messages yet. Start one with New message, or send someone a Pin from its Share button.</p>
      ) : (
        <ul className="news">
          {conversations.map((conversation) => (
            <InboxRow key={conversation.entityId} conversation={conversation} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { messages: PageView<'messages'> } = {
  messages: ({ data, viewer, flash }) => (
    <MessagesPage conversations={data.conversations} unreadNotifications={viewer.unread?.notifications ?? 0} flash={flash} />
  ),
};
