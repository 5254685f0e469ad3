// The header search box. What every page loads is only the form: it searches as a plain
// form (GET /search/pins/?q=&rs=typed; the page normalises the query), before and without JavaScript too. On
// phones the same field shows as a compact "Search" pill with its magnifier; focused, it spans the header (by CSS
// alone, so a tap before hydration types into the very field a hydrated page has, and never opens another page),
// with a Cancel once the script runs. The field is an ARIA combobox; its typeahead (./SearchTypeahead.tsx: recent
// and trending searches, query suggestions, topics, boards and people, moved through with the
// arrow keys) loads the first time the field is focused, so it costs nothing to a visit that never searches. On a results page the box
// keeps the query searched for, filled in after hydration (the header's HTML stays the same on
// every page) unless the person is already typing in it.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
// limits.ts, not query.ts: this box is in every page's first download (shared/search/limits.ts).
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import { SEARCH_QUERY_LENGTH } from '#shared/search/limits.ts';
import './search.css';

const SearchTypeahead = lazy(() => import('./SearchTypeahead.tsx').then((m) => ({ default: m.SearchTypeahead })));

export function SearchBox() {
  useSignals();
  const used = useSignal(false);
  const listShown = useSignal(false);
  const activeId = useSignal<string | null>(null);
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    // Focused before hydration (a quick tap on a slow phone): the typeahead loads now, and what was typed stays.
    if (document.activeElement === field) used.value = true;
    else if (window.location.pathname.startsWith('/search/')) field.value = new URLSearchParams(window.location.search).get('q') ?? '';
  }, []);

  return (
    <form ref={root} aria-label="Search" className="search-box" action="/search/pins/" method="get">
      {/* Drawn by CSS, empty: nothing for a screen reader to read. */}
      <span className="icon icon--search search-box__icon" />
      <input
        ref={input}
        className="search-box__input"
        type="search"
        name="q"
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown.value}
        aria-controls={listShown.value ? listId : undefined}
        aria-activedescendant={activeId.value ?? undefined}
        autoComplete="off"
        data-test-id="search-input"
        maxLength={SEARCH_QUERY_LENGTH}
        onFocus={() => (used.value = true)}
      />
      <input type="hidden" name="rs" value="typed" />
      {/* A phone's way out of the spread field (shown there once hydrated): pressing it keeps focus in the field until
          the click, so the field does not shrink from under the finger first. */}
      <button
        type="button"
        className="search-box__close"
        {...NEEDS_SCRIPT}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          input.current?.blur();
          event.currentTarget.blur();
        }}
      >
        Cancel
      </button>
      {used.value && (
        <Suspense fallback={null}>
          <SearchTypeahead form={root} input={input} listId={listId} shown={listShown} activeId={activeId} />
        </Suspense>
      )}
    </form>
  );
}
