// /notifications/: the news hub — saves of the viewer's pins, new followers, comments
// and messages, unread ones marked — with the news hub hide and undo of docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7, and how
// many people opened Pins the member shared (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { hidePin } from '#client/features/pinCard/hidePin.ts';
import { ShareOpensLine } from '#client/features/shares/ShareOpensLine.tsx';
import type { NewsItem } from '#shared/discovery/pages.ts';
import { HIDE_TEXTS } from '#shared/pinCard/feedback.ts';
import '#client/features/discovery/discovery.css';
import type { PageView } from '#client/app/pageTypes.ts';

function NewsRow({ item }: { item: NewsItem }) {
  useSignals();
  const hidden = useSignal(false);
  const target = { kind: 'newsHub' as const, newsId: item.newsId };
  if (hidden.value && item.pin) {
    const pinId = item.pin.entityId;
    return (
      <li className="news__item" role="status" data-test-id="news-hidden">
        <span>{HIDE_TEXTS.hidden}</span>
        <button
          type="button"
          className="button"
          onClick={async () => {
            if (await hidePin(pinId, true, target)) hidden.value = false;
          }}
        >
          Undo
        </button>
      </li>
    );
  }
  return (
    <li className={`news__item${item.unread ? ' news__item--unread' : ''}`} data-test-id="news-item" data-unread={item.unread}>
      <a className="news__link" href={item.href}>
        {item.pin?.imageUrl && <img className="news__pin" src={item.pin.imageUrl} alt="" width={48} height={48} />}
        <span>
          {item.text}
          {item.unread && <span className="visually-hidden"> (new)</span>}
          <span className="news__date">{new Date(item.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}</span>
        </span>
      </a>
      {item.pin && (
        <button
          type="button"
          className="button"
          aria-label={`Hide ${item.text}`}
          onClick={async () => {
            if (item.pin && (await hidePin(item.pin.entityId, false, target))) hidden.value = true;
          }}
        >
          Hide
        </button>
      )}
    </li>
  );
}

export function NotificationsPage({ items }: { items: NewsItem[] }) {
  return (
    <div className="discovery-page" data-test-id="notifications-page">
      <h1>Updates</h1>
      <ShareOpensLine />
      {items.length === 0 ? (
        <p>
          Nothing new yet. When people save your Pins, follow you, comment or send you a message, you'll see it here. <a href="/topics/">Explore topics</a>
        </p>
      ) : (
        <ul className="news">
          {items.map((item) => (
            <NewsRow key={item.newsId} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The page views of this module, by page kind (client/app/pageModules.ts). */
export const views: { notifications: PageView<'notifications'> } = {
  notifications: ({ data }) => <NotificationsPage items={data.items} />,
};
