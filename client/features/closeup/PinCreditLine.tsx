// The closeup's credit line (docs/rules/closeup-and-visitors.md#constants-spec-002-9): where the pin comes from, by its type: "Product sold by",
// "Recipe from", "Article from", "Saved from" a site, or "From" its pinner (shared/pinCard/text.ts
// pinCredit). "Saved by" is the pinner line below, so it is not repeated here; ads carry none.
import { pinCredit } from '#shared/pinCard/text.ts';
import type { Pin } from '#shared/types.ts';

export function PinCreditLine({ pin }: { pin: Pin }) {
  const credit = pinCredit(pin);
  if (!credit || credit.prefix === 'Saved by') return null;
  return (
    <p className="closeup__credit" data-test-id="pin-credit">
      {credit.prefix} <strong>{credit.name}</strong>
    </p>
  );
}
