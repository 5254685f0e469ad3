// /notifications/: the news hub — saves of the viewer's pins, new followers, comments
// and messages, unread ones marked, an item's pin drawn as its card — with the news hub hide and undo (from the card's menu) of docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7, and how
// many people opened Pins the member shared (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai).
import { HumanTime } from '#client/components/HumanTime.tsx';
import { CardSurfaceContext } from '#client/features/pinCard/CardSurface.ts';
import { cardSlots } from '#client/features/pinCard/cardSlots.ts';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import { ShareOpensLine } from '#client/features/shares/ShareOpensLine.tsx';
import { MASONRY } from '#shared/constants.ts';
import type { NewsItem } from '#shared/discovery/pages.ts';
import type { Viewer } from '#shared/types.ts';
import '#client/features/discovery/discovery.css';
import type { PageView } from '#client/app/pageTypes.ts';

/**
 * An item's card: the compact grid column, its geometry known before the image loads; on a window too narrow for it
 * the card scales down whole (.pin-card-frame in ../pinCard/pinCard.css), as a phone's grid does.
 */
const NEWS_CARD = MASONRY.compact;

function NewsRow({ item, viewer, slotIndex }: { item: NewsItem; viewer: Viewer; slotIndex: number }) {
  return (
    <li className={`news__item${item.unread ? ' news__item--unread' : ''}`} data-test-id="news-item" data-unread={item.unread}>
      <a className="news__link" href={item.href}>
        <span>
          {item.text}
          {item.unread && <span className="visually-hidden"> (new)</span>}
          <HumanTime className="news__date" when={item.createdAt} />
        </span>
      </a>
      {item.pin
      // Hiding the card from its menu hides this item (the news hub hide), and Undo brings it back.
      && (
        <CardSurfaceContext value={{ surface: 'newsHub', hide: { kind: 'newsHub', newsId: item.newsId } }}>
          <div className="pin-card-frame" style={{ ['--col-n' as string]: NEWS_CARD.columnWidth }}>
            <PinCard pin={item.pin} viewer={viewer} columnWidth={NEWS_CARD.columnWidth} gap={NEWS_CARD.gap} slotIndex={slotIndex} />
          </div>
        </CardSurfaceContext>
      )}
    </li>
  );
}

export function NotificationsPage({ items, viewer }: { items: NewsItem[]; viewer: Viewer }) {
  const slots = cardSlots(items);
  return (
    <div className="discovery-page" data-test-id="notifications-page">
      <h1>Updates</h1>
      <ShareOpensLine />
      {items.length === 0 ? (
        <p>
          Nothing new yet. When people save your Pins, follow you, comment or send you a message, you'll see it here. <a href="/topics/">Explore topics</a>
        </p>
      ) : (
        <ul className="news" data-card-surface="newsHub">
          {items.map((item, i) => (
            <NewsRow key={item.newsId} item={item} viewer={viewer} slotIndex={slots[i]} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { notifications: PageView<'notifications'> } = {
  notifications: ({ data, viewer }) => <NotificationsPage items={data.items} viewer={viewer} />,
};
