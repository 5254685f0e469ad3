// Floating upsell callout (type 28, docs/rules/experiences.md#neutral-and-floating-callouts-spec-001-26, docs/rules/experiences.md#constants-spec-001-9): fixed at the bottom with a numbered icon
// (1-31); nav footer height + 8 above the phone's tab bar where it shows, else 24 px up on mobile and 8 px on wider
// screens, moving with a 300 ms transition.
import { useEffect, useState } from 'react';
import { TIMING } from '#shared/experiences/constants.ts';
import { floatingBottomCss, isNarrow } from '#shared/experiences/rules.ts';
import { type ExperienceProps, quietly, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function FloatingCallout({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  const [mobile, setMobile] = useState(() => isNarrow(window.innerWidth));
  useEffect(() => {
    const onResize = () => setMobile(isNarrow(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (!shown) return null;
  const d = e.display_data as { message: string; title?: string; icon: number; primaryAction?: { label: string } };
  return (
    <aside
      className="floating-callout"
      data-test-id={testId(e)}
      style={{ bottom: floatingBottomCss(mobile), transition: `bottom ${TIMING.floatingMarginTransition}ms` }}
    >
      <span className="floating-callout__icon" data-icon={d.icon} aria-hidden="true">
        {d.icon}
      </span>
      <span>
        {d.title && <strong>{d.title} </strong>}
        {d.message}
      </span>
      {d.primaryAction && (
        <button type="button" className="button button--primary" onClick={() => quietly(store.complete(e))}>
          {d.primaryAction.label}
        </button>
      )}
      <button type="button" className="xp-close" aria-label="Close" onClick={() => quietly(store.dismiss(e))}>
        ×
      </button>
    </aside>
  );
}
