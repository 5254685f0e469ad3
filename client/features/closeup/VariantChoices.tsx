// A product's variant choices on its closeup (docs/rules/pin-card.md#calls-spec-000-7): one group per
// dimension, each choice a link to its variant's pin, so they work before JavaScript. With JavaScript
// a choice reads the variant by its id (PinResource get) and then shows it (a client navigation: the
// url becomes the variant's pin); a variant gone since says so and the page stays as it is.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useContext } from 'react';
import { NavigationContext } from '#client/app/NavigationContext.ts';
import { getResource, ResourceCallError } from '#client/lib/resource.ts';
import { variantChoices } from '#shared/closeup/variants.ts';
import { pinPath } from '#shared/paths.ts';
import type { VariantSet } from '#shared/types.ts';

export interface VariantChoicesProps {
  pinId: string;
  set: VariantSet;
}

export function VariantChoices({ pinId, set }: VariantChoicesProps) {
  useSignals();
  const nav = useContext(NavigationContext);
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);

  async function choose(event: MouseEvent<HTMLAnchorElement>, variantId: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (variantId === pinId || busy.value) return;
    busy.value = true;
    problem.value = null;
    const url = new URL(pinPath(variantId), window.location.href);
    try {
      await getResource('PinResource', { id: variantId });
      if (nav) await nav.navigate(url, true);
      else window.location.assign(url);
    } catch (error) {
      // A variant removed or made secret since the page was drawn: the page stays; anything else goes the plain way.
      if (error instanceof ResourceCallError && error.status === 404) problem.value = 'This choice is no longer available.';
      else window.location.assign(url);
    } finally {
      busy.value = false;
    }
  }

  return (
    <div className="closeup__variants" data-test-id="variant-choices" aria-busy={busy.value}>
      {variantChoices(set, pinId).map(({ name, choices }) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form fields
        <div key={name} className="closeup__variant-group" role="group" aria-label={name}>
          <span className="closeup__variant-name">{name}</span>
          {choices.map((choice) => (
            <a
              key={choice.value}
              href={pinPath(choice.pinId)}
              className="closeup__variant"
              aria-current={choice.chosen ? 'true' : undefined}
              onClick={(event) => void choose(event, choice.pinId)}
            >
              {choice.value}
            </a>
          ))}
        </div>
      ))}
      {problem.value && (
        <p className="closeup__variant-problem" role="alert">
          {problem.value}
        </p>
      )}
    </div>
  );
}
