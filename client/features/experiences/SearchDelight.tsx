// Search delight (component_type 3, docs/rules/experiences.md#experience-data-spec-001-3): a row of suggested searches in their colours.

import { ExperienceButton } from './ExperienceButton.tsx';
import { type ExperienceProps, quietly, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function SearchDelight({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  const d = e.display_data as { search_query_list: string[]; text_colors?: string[]; text_background_color?: string };
  return (
    <section className="search-delight" data-test-id={testId(e)} aria-label="Try searching for">
      {d.search_query_list.map((q, i) => (
        <a
          key={q}
          className="search-delight__query"
          href={`/search/pins/?q=${encodeURIComponent(q)}`}
          style={{ color: d.text_colors?.[i % d.text_colors.length], background: d.text_background_color }}
          onClick={() => quietly(store.complete(e))}
        >
          {q}
        </a>
      ))}
      <ExperienceButton e={e} action="dismiss" className="xp-close" aria-label="Close" onPress={() => quietly(store.dismiss(e))}>
        ×
      </ExperienceButton>
    </section>
  );
}
