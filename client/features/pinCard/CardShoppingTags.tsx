// A shoppable pin's keyword landing page tags on its card (docs/rules/pin-card.md#screens-and-routes-spec-000-2): links to the
// /shopping/ pages of its interests, shown with the card's other controls (on hover or focus).
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { shoppingTags } from '#shared/pinCard/shoppingTags.ts';

export function CardShoppingTags({ pin }: { pin: CardPin }) {
  const tags = shoppingTags(pin);
  if (tags.length === 0) return null;
  return (
    <ul className="pin-card__klp" aria-label="Shop by keyword" data-test-id="shopping-tags">
      {tags.map((tag) => (
        <li key={tag.url}>
          <a href={tag.url}>{tag.name}</a>
        </li>
      ))}
    </ul>
  );
}
