// The header search box. What every page loads is only the form: it searches as a plain
// form (GET /search/pins/?q=&rs=typed; the page normalises the query) and, on phones, starts as an icon that opens a
// full-width field (before hydration the icon submits the empty form, and the search page asks for the query). The field is an ARIA combobox; its typeahead (./SearchTypeahead.tsx: recent
// and trending searches, query suggestions, topics, boards and people, moved through with the
// arrow keys) loads the first time the field is focused, so it costs nothing to a visit that never searches. On a results page the box
// keeps the query searched for, filled in after hydration (the header's HTML stays the same on
// every page).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
// limits.ts, not query.ts: this box is in every page's first download (shared/search/limits.ts).
import { SEARCH_QUERY_LENGTH } from '#shared/search/limits.ts';
import './search.css';

const SearchTypeahead = lazy(() => import('./SearchTypeahead.tsx').then((m) => ({ default: m.SearchTypeahead })));

export function SearchBox() {
  useSignals();
  const used = useSignal(false);
  const expanded = useSignal(false);
  const listShown = useSignal(false);
  const activeId = useSignal<string | null>(null);
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!input.current || !window.location.pathname.startsWith('/search/')) return;
    input.current.value = new URLSearchParams(window.location.search).get('q') ?? '';
  }, []);

  return (
    <form ref={root} aria-label="Search" className={`search-box${expanded.value ? ' search-box--expanded' : ''}`} action="/search/pins/" method="get">
      {/* Before the script runs (or without it) the phone's icon submits the empty form: the search page it opens
          has a field of its own. Hydrated, it opens the field here instead. */}
      <button
        type="submit"
        className="search-box__open"
        aria-label="Open search"
        onClick={(event) => {
          // Being the form's first submit button, the icon is also what Enter in the field presses: hidden then (the
          // field is showing), it lets that submit go.
          if (event.currentTarget.getClientRects().length === 0) return;
          event.preventDefault();
          expanded.value = true;
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <span aria-hidden="true">⌕</span>
      </button>
      <input
        ref={input}
        className="search-box__input"
        type="search"
        name="q"
        placeholder="Search for ideas"
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
      {expanded.value && (
        <button type="button" className="search-box__close" onClick={() => (expanded.value = false)}>
          Cancel
        </button>
      )}
      {used.value && (
        <Suspense fallback={null}>
          <SearchTypeahead form={root} input={input} listId={listId} shown={listShown} activeId={activeId} />
        </Suspense>
      )}
    </form>
  );
}
