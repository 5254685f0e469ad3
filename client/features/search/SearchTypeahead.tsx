// The header search box's typeahead, loaded once the field is first focused: follows what is
// typed, asks TypeaheadResource after a short pause and lists, grouped, the viewer's recent
// searches (a member's from the server, a visitor's from their local record), the trending ones
// before anything is typed, then query suggestions, topics, boards and people. It is an ARIA
// combobox: focus stays in the field while the arrow keys move the active option
// (aria-activedescendant), Enter follows it, Escape closes the list, and a click elsewhere closes it.
// A recent search has its Remove button (and Delete on the active one), and the group a Clear all: a member's
// are forgotten by RecentSearchResource, a visitor's in their local record.
// The list is open only while the field has focus: it closes when focus leaves the field (Tab, a click, a
// script), and a module that loads after focus has left (a slow connection) starts closed.
import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, type RefObject, useCallback, useEffect } from 'react';
import { forgetVisitorSearches, visitorRecentSearches } from '#client/features/visitor/visitor.ts';
import { callResource, getResource } from '#client/lib/resource.ts';
import type { Typeahead } from '#shared/api/search.ts';
import { SEARCH_LIMITS, searchPath } from '#shared/search/query.ts';

/** How long typing pauses before suggestions are asked for (ms). */
const TYPEAHEAD_DELAY_MS = 150;

type Group = 'Recent searches' | 'Trending searches' | 'Suggestions' | 'Topics' | 'Boards' | 'People';

interface Suggestion {
  key: string;
  group: Group;
  label: string;
  href: string;
}

/** The suggestions as one list, in the order they are shown (and moved through). */
function suggestionsOf(t: Typeahead, visitorRecent: readonly string[]): Suggestion[] {
  const recent = [...new Set([...t.recent, ...visitorRecent])].slice(0, SEARCH_LIMITS.suggestions);
  return [
    ...recent.map((q) => ({ key: `r:${q}`, group: 'Recent searches' as const, label: q, href: searchPath(q, 'pins', 'typeahead_recent') })),
    ...t.trending
      .filter((q) => !recent.some((r) => r.toLowerCase() === q.toLowerCase()))
      .map((q) => ({ key: `n:${q}`, group: 'Trending searches' as const, label: q, href: searchPath(q, 'pins', 'typeahead_trending') })),
    ...t.queries.map((q) => ({ key: `q:${q}`, group: 'Suggestions' as const, label: q, href: searchPath(q, 'pins', 'typeahead') })),
    ...t.topics.map((x) => ({ key: `t:${x.entityId}`, group: 'Topics' as const, label: x.name, href: x.url })),
    ...t.boards.map((b) => ({ key: `b:${b.entityId}`, group: 'Boards' as const, label: `${b.name} · ${b.owner.fullName || b.owner.username}`, href: b.url })),
    ...t.people.map((p) => ({ key: `p:${p.entityId}`, group: 'People' as const, label: `${p.fullName || p.username} (@${p.username})`, href: p.url })),
  ];
}

/** The id of the option at `at` of a list. */
const optionIdOf = (listId: string, at: number): string => `${listId}-option-${at}`;

/** Goes to a picked suggestion. */
const follow = (href: string): void => window.location.assign(href);

/** The suggestions grouped, each with its index in the whole list. */
function groupsOf(items: readonly Suggestion[]): Array<{ group: Group; options: Array<{ item: Suggestion; at: number }> }> {
  const groups: Array<{ group: Group; options: Array<{ item: Suggestion; at: number }> }> = [];
  items.forEach((item, at) => {
    const last = groups.at(-1);
    if (last?.group === item.group) last.options.push({ item, at });
    else groups.push({ group: item.group, options: [{ item, at }] });
  });
  return groups;
}

export interface SearchTypeaheadProps {
  input: RefObject<HTMLInputElement | null>;
  form: RefObject<HTMLFormElement | null>;
  listId: string;
  /** Whether the list is on screen (the field's aria-expanded). */
  shown: Signal<boolean>;
  /** The id of the active option (the field's aria-activedescendant), or null. */
  activeId: Signal<string | null>;
}

export function SearchTypeahead({ input, form, listId, shown, activeId }: SearchTypeaheadProps) {
  useSignals();
  const text = useSignal(input.current?.value ?? '');
  const open = useSignal(input.current !== null && document.activeElement === input.current);
  const items = useSignal<Suggestion[]>([]);
  const active = useSignal(-1);
  /** The member's recent searches the server listed (the others are the visitor's own, kept locally). */
  const memberRecent = useSignal<ReadonlySet<string>>(new Set());

  /** Forgets one recent search (by its text), or all of them with null, and takes them off the list. */
  const forget = useCallback((query: string | null) => {
    const gone = (item: Suggestion) => item.group === 'Recent searches' && (query === null || item.label === query);
    items.value = items.value.filter((item) => !gone(item));
    active.value = -1;
    void forgetVisitorSearches(query).catch(() => undefined);
    if (query === null ? memberRecent.value.size > 0 : memberRecent.value.has(query))
      void callResource('RecentSearchResource', 'delete', query === null ? {} : { query }).catch(() => undefined);
  }, []);

  const go = (href: string) => {
    open.value = false;
    follow(href);
  };

  // The field's own events: typing, focus, and the keys of a combobox.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      text.value = field.value;
      open.value = true;
      active.value = -1;
    };
    const onFocus = () => (open.value = true);
    const onBlur = () => {
      open.value = false;
      active.value = -1;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const count = items.value.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open.value) {
          open.value = true;
          return;
        }
        if (count === 0) return;
        // From the field to the first (or last) option, through them, and back to the field.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = active.value + step;
        active.value = next < -1 ? count - 1 : next >= count ? -1 : next;
      } else if (event.key === 'Enter' && open.value && active.value >= 0 && items.value[active.value]) {
        event.preventDefault();
        open.value = false;
        follow(items.value[active.value].href);
      } else if (event.key === 'Delete' && open.value && items.value[active.value]?.group === 'Recent searches') {
        // Delete on an active recent search forgets it, as a browser's address bar does.
        event.preventDefault();
        forget(items.value[active.value].label);
      } else if (event.key === 'Escape' && open.value) {
        // Closes the list and keeps the text (a search field's Escape would clear it).
        event.preventDefault();
        open.value = false;
        active.value = -1;
      }
    };
    const onDocument = (event: globalThis.MouseEvent) => {
      // The path the click took, not where its target is now: a Remove button is gone from the list by then.
      if (!form.current || !event.composedPath().includes(form.current)) open.value = false;
    };
    // What was typed while this module loaded counts too, and where focus is now.
    text.value = field.value;
    open.value = document.activeElement === field;
    field.addEventListener('input', onInput);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    field.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onDocument);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onDocument);
    };
  }, [input, form, forget]);

  useEffect(() => {
    if (!open.value) return;
    const controller = new AbortController();
    const typed = text.value;
    const timer = setTimeout(() => {
      Promise.all([getResource('TypeaheadResource', { q: typed }, controller.signal), visitorRecentSearches(typed, SEARCH_LIMITS.suggestions).catch(() => [])])
        .then(([answer, visitorRecent]) => {
          if (controller.signal.aborted) return;
          // An option picked meanwhile stays active if the new list holds it, wherever it is now; else none
          // is: the list picked from may answer fewer letters than this one, so its place may hold another.
          const picked = items.value[active.value]?.key;
          memberRecent.value = new Set(answer.data.recent);
          items.value = suggestionsOf(answer.data, visitorRecent);
          active.value = picked === undefined ? -1 : items.value.findIndex((item) => item.key === picked);
        })
        .catch(() => undefined);
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text.value, open.value]);

  const isShown = open.value && items.value.length > 0;
  // The field (SearchBox) says whether the list is open and which option is active.
  useEffect(() => {
    shown.value = isShown;
    activeId.value = isShown && active.value >= 0 ? optionIdOf(listId, active.value) : null;
    if (isShown && active.value >= 0) document.getElementById(optionIdOf(listId, active.value))?.scrollIntoView({ block: 'nearest' });
  }, [isShown, active.value, shown, activeId, listId]);
  useEffect(
    () => () => {
      shown.value = false;
      activeId.value = null;
    },
    [shown, activeId],
  );

  if (!isShown) return null;
  const keepFocus = (event: MouseEvent<HTMLElement>) => event.preventDefault();
  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // A modified or middle click is the browser's (a new tab); a plain one follows the suggestion.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(href);
  };
  return (
    // tabIndex -1: a list taller than its max-height scrolls, and a browser would make it a Tab stop of its own; Tab
    // from the field goes to the next control, and the field's blur closes the list (focus never lands on nothing).
    <div className="search-box__list" id={listId} tabIndex={-1} role="listbox" aria-label="Search suggestions" data-test-id="search-suggestions">
      {groupsOf(items.value).map(({ group, options }) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (a fieldset groups form controls)
        <div key={group} role="group" aria-labelledby={`${listId}-${group.replaceAll(' ', '-')}`} data-group={group}>
          <div className="search-box__group" role="presentation">
            <span id={`${listId}-${group.replaceAll(' ', '-')}`}>{group}</span>
            {group === 'Recent searches' && (
              <button type="button" className="search-box__clear" tabIndex={-1} onMouseDown={keepFocus} onClick={() => forget(null)}>
                Clear all
              </button>
            )}
          </div>
          {options.map(({ item, at }) => {
            const option = (
              <a
                key={item.key}
                id={optionIdOf(listId, at)}
                className="search-box__option"
                role="option"
                aria-selected={at === active.value}
                href={item.href}
                tabIndex={-1}
                // Keeps focus in the field while the pointer picks an option.
                onMouseDown={keepFocus}
                onClick={(event) => onOptionClick(event, item.href)}
              >
                {item.label}
              </a>
            );
            if (group !== 'Recent searches') return option;
            return (
              <div key={item.key} className="search-box__recent" role="presentation">
                {option}
                <button
                  type="button"
                  className="search-box__remove"
                  tabIndex={-1}
                  aria-label={`Remove ${item.label} from recent searches`}
                  title="Remove (or press Delete)"
                  onMouseDown={keepFocus}
                  onClick={() => forget(item.label)}
                >
                  ×
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
