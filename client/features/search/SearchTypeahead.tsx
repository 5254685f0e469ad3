// The header search box's typeahead, loaded once the field is first focused: follows
// what is typed, asks TypeaheadResource after a short pause and lists the viewer's recent searches,
// query suggestions, topics, boards and people as links, grouped. The arrow keys move from the
// field into the suggestions and between them (the field is before the first and after the
// last); Enter follows the focused one; Escape closes the list and comes back to the field; a
// click elsewhere closes it.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { Typeahead } from '#shared/api/search.ts';
import { searchPath } from '#shared/search/query.ts';

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

type Refs = Pick<SearchTypeaheadProps, 'form' | 'input'>;

/** The suggestion links, in order. */
const optionsOf = ({ form }: Refs): HTMLAnchorElement[] => [...(form.current?.querySelectorAll<HTMLAnchorElement>('.search-box__list a') ?? [])];

/** Focuses the suggestion at `at`, or the field before the first and after the last. */
function focusOption(refs: Refs, at: number): void {
  const list = optionsOf(refs);
  if (at < 0 || at >= list.length) refs.input.current?.focus();
  else list[at].focus();
}

export interface SearchTypeaheadProps {
  form: RefObject<HTMLFormElement | null>;
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}

export function SearchTypeahead({ form, input, listId }: SearchTypeaheadProps) {
  useSignals();
  const text = useSignal(input.current?.value ?? '');
  const open = useSignal(true);
  const items = useSignal<Suggestion[]>([]);

  const go = (href: string) => {
    open.value = false;
    window.location.assign(href);
  };

  // The field's own events: typing, focus, and the keys that move into the list.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      text.value = field.value;
      open.value = true;
    };
    const onFocus = () => (open.value = true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open.value = true;
        focusOption({ form, input }, event.key === 'ArrowDown' ? 0 : optionsOf({ form, input }).length - 1);
      } else if (event.key === 'Escape') open.value = false;
    };
    const onDocument = (event: MouseEvent) => {
      if (!form.current?.contains(event.target as Node)) open.value = false;
    };
    // What was typed while this module loaded counts too.
    text.value = field.value;
    field.addEventListener('input', onInput);
    field.addEventListener('focus', onFocus);
    field.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onDocument);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onDocument);
    };
  }, [input, form]);

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

  const onOptionKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    const at = Number(event.currentTarget.dataset.index);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOption({ form, input }, at + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      open.value = false;
      input.current?.focus();
    }
  };

  const shown = open.value && items.value.length > 0;
  // The field names the list it controls only while the list is on the page (an id that does not
  // exist is an invalid aria-controls).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (shown) field.setAttribute('aria-controls', listId);
    else field.removeAttribute('aria-controls');
  }, [shown, input, listId]);

  if (!shown) return null;
  let lastGroup = '';
  return (
    <ul className="search-box__list" id={listId} aria-label="Search suggestions" data-test-id="search-suggestions">
      {items.value.map((item, i) => {
        const heading = item.group !== lastGroup ? item.group : null;
        lastGroup = item.group;
        return (
          <li key={item.key} className="search-box__option" data-group={item.group}>
            {heading && <span className="search-box__group">{heading}</span>}
            <a
              href={item.href}
              data-index={i}
              onKeyDown={onOptionKeyDown}
              onClick={(event) => {
                event.preventDefault();
                go(item.href);
              }}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
