// A card's slot on a page that lists items with an optional pin card (a conversation's messages, the news): its place
// among the page's cards, as a grid's card has (the first screen's cards load their image first; clickthrough logs it).

/** Each item's card slot: how many of the items before it carry a card. */
export function cardSlots(items: ReadonlyArray<{ pin: unknown }>): number[] {
  let cards = 0;
  return items.map((item) => (item.pin ? cards++ : cards));
}
