// The header search box (issue 13): typeahead as you type — the viewer's recent searches, query
// suggestions, topics, boards and people (TypeaheadResource) — in a listbox moved through with the
// arrow keys (focus moves through the links), Enter to open, Escape to close. On phones it starts as an icon that opens a
// full-width field. Submitting goes to /search/pins/?q=...&rs=typed.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { Typeahead } from '#shared/api/search.ts';
import { normaliseQuery, searchPath } from '#shared/search/query.ts';
import './search.css';

/** How long typing pauses before suggestions are asked for (ms). */
const TYPEAHEAD_DELAY_MS = 150;

interface Suggestion {
  key: string;
  group: 'Recent searches' | 'Suggestions' | 'Topics' | 'Boards' | 'People';
  label: string;
  href: string;
}

/** The suggestions as one list, in the order they are shown (and moved through). */
function suggestionsOf(t: Typeahead): Suggestion[] {
  return [
    ...t.recent.map((q) => ({ key: `r:${q}`, group: 'Recent searches' as const, label: q, href: searchPath(q, 'pins', 'typeahead_recent') })),
    ...t.queries.map((q) => ({ key: `q:${q}`, group: 'Suggestions' as const, label: q, href: searchPath(q, 'pins', 'typeahead') })),
    ...t.topics.map((x) => ({ key: `t:${x.entityId}`, group: 'Topics' as const, label: x.name, href: x.url })),
    ...t.boards.map((b) => ({ key: `b:${b.entityId}`, group: 'Boards' as const, label: `${b.name} · ${b.owner.fullName || b.owner.username}`, href: b.url })),
    ...t.people.map((p) => ({ key: `p:${p.entityId}`, group: 'People' as const, label: `${p.fullName || p.username} (@${p.username})`, href: p.url })),
  ];
}

export function SearchBox() {
  useSignals();
  const text = useSignal('');
  const open = useSignal(false);
  const expanded = useSignal(false);
  const items = useSignal<Suggestion[]>([]);
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open.value) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getResource('TypeaheadResource', { q: text.value }, controller.signal)
        .then((answer) => {
          items.value = suggestionsOf(answer.data);
        })
        .catch(() => undefined);
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text.value, open.value]);

  useEffect(() => {
    const onDocument = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) open.value = false;
    };
    document.addEventListener('click', onDocument);
    return () => document.removeEventListener('click', onDocument);
  }, []);

  const go = (href: string) => {
    open.value = false;
    window.location.assign(href);
  };
  /** The suggestion links, in order. */
  const options = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.search-box__list a') ?? [])];
  const focusOption = (at: number) => {
    const list = options();
    if (at < 0 || at >= list.length) return input.current?.focus();
    list[at].focus();
  };
  // The arrow keys move from the field into the suggestions and between them; the field is
  // before the first and after the last. Escape closes the list and comes back to the field.
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open.value = true;
      focusOption(event.key === 'ArrowDown' ? 0 : options().length - 1);
    } else if (event.key === 'Escape') {
      open.value = false;
    }
  };
  const onOptionKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    const at = Number(event.currentTarget.dataset.index);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOption(at + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      open.value = false;
      input.current?.focus();
    }
  };
  const follow = (event: React.MouseEvent, href: string) => {
    event.preventDefault();
    go(href);
  };
  const showList = open.value && items.value.length > 0;
  let lastGroup = '';

  return (
    <form
      ref={root}
      aria-label="Search"
      className={`search-box${expanded.value ? ' search-box--expanded' : ''}`}
      action="/search/pins/"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = normaliseQuery(text.value);
        if (q) go(searchPath(q, 'pins', 'typed'));
        else input.current?.focus();
      }}
    >
      <button
        type="button"
        className="search-box__open"
        aria-label="Open search"
        onClick={() => {
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
        autoComplete="off"
        aria-controls={listId}
        data-test-id="search-input"
        value={text.value}
        maxLength={200}
        onFocus={() => (open.value = true)}
        onChange={(event) => {
          text.value = event.target.value;
          open.value = true;
        }}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name="rs" value="typed" />
      {expanded.value && (
        <button type="button" className="search-box__close" onClick={() => (expanded.value = false)}>
          Cancel
        </button>
      )}
      {showList && (
        <ul className="search-box__list" id={listId} aria-label="Search suggestions" data-test-id="search-suggestions">
          {items.value.map((item, i) => {
            const heading = item.group !== lastGroup ? item.group : null;
            lastGroup = item.group;
            return (
              <li key={item.key} className="search-box__option" data-group={item.group}>
                {heading && <span className="search-box__group">{heading}</span>}
                <a href={item.href} data-index={i} onKeyDown={onOptionKeyDown} onClick={(event) => follow(event, item.href)}>
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
