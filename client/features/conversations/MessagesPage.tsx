// /messages/: the member's inbox — their conversations, most recently active first, each with the
// other member, the last message, and unread ones marked; opening one reads it. It links to their
// notifications with its unread count: on a phone the tab bar's Inbox leads here for both.
import type { PageView } from '#client/app/pageTypes.ts';
import type { InboxConversation } from '#shared/types.ts';
import '#client/features/discovery/discovery.css';

function InboxRow({ conversation }: { conversation: InboxConversation }) {
  const name = conversation.with.fullName || conversation.with.username;
  return (
    <li className={`news__item${conversation.unread ? ' news__item--unread' : ''}`} data-test-id="inbox-conversation" data-unread={conversation.unread}>
      <a className="news__link" href={`/conversation/${conversation.entityId}/`}>
        {conversation.with.imageMediumUrl && <img className="news__pin" src={conversation.with.imageMediumUrl} alt="" width={48} height={48} />}
        <span>
          <strong>{name}</strong>
          {conversation.unread && <span className="visually-hidden"> (unread)</span>}
          <span className="news__date">{conversation.lastMessage}</span>
        </span>
      </a>
    </li>
  );
}

export function MessagesPage({ conversations, unreadNotifications }: { conversations: InboxConversation[]; unreadNotifications: number }) {
  return (
    <div className="discovery-page" data-test-id="messages-page">
      <h1>Messages</h1>
      <p>
        <a className="button" href="/notifications/" data-test-id="inbox-notifications">
          {unreadNotifications > 0 ? `Notifications, ${unreadNotifications} unread` : 'Notifications'}
        </a>
      </p>
      {conversations.length === 0 ? (
        <p>No messages yet. Send someone a Pin from its Share button to start a conversation.</p>
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
  messages: ({ data, viewer }) => <MessagesPage conversations={data.conversations} unreadNotifications={viewer.unread?.notifications ?? 0} />,
};
