// Anchored flyout and highlight (component_type 2, docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5): eligible only when its
// web anchor placement is this placement and the anchor exists; opens in flyout_direction;
// dismissed on an anchor click, or on scroll or touchmove after the delay when scroll_to_dismiss.
import { useEffect } from 'react';
import { flyoutEligible } from '#shared/experiences/rules.ts';
import { dismissAfterEvent } from '#shared/experiences/timers.ts';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { type AnchorBox, useAnchor } from './useAnchor.ts';
import { useShown } from './useShown.ts';

type FlyoutData = {
  text: string;
  anchors_by_platform: { web?: { anchor: string; placement: number } };
  display_type?: 1 | 2;
  flyout_direction?: 1 | 2 | 3 | 4;
  button_text?: string;
  button_uri?: string;
  scroll_to_dismiss?: boolean;
  scroll_to_dismiss_delay_in_seconds?: number;
};

/** Where the flyout sits for a direction: 1 up, 2 right, 3 down, 4 left. */
function position(box: AnchorBox, direction: number) {
  switch (direction) {
    case 1:
      return { top: box.top - 8, left: box.left, transform: 'translateY(-100%)' };
    case 2:
      return { top: box.top, left: box.left + box.width + 8 };
    case 4:
      return { top: box.top, left: box.left - 8, transform: 'translateX(-100%)' };
    default:
      return { top: box.top + box.height + 8, left: box.left };
  }
}

export function Flyout({ e, store }: ExperienceProps) {
  const d = e.display_data as FlyoutData;
  const { box } = useAnchor(d.anchors_by_platform.web?.anchor);
  const eligible = flyoutEligible(d, e.placement_id, Boolean(box));
  const shown = useShown(e, store, { enabled: eligible });
  useEffect(() => {
    if (!shown || !box) return;
    const dismiss = () => quietly(store.dismiss(e));
    const t = d.scroll_to_dismiss ? dismissAfterEvent((d.scroll_to_dismiss_delay_in_seconds ?? 0) * 1000, dismiss) : null;
    const onMove = () => t?.event();
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    box.element.addEventListener('click', dismiss);
    return () => {
      t?.cancel();
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('touchmove', onMove);
      box.element.removeEventListener('click', dismiss);
    };
  }, [shown, box]);
  if (!shown || !box) return null;
  return (
    <>
      {d.display_type === 2 && (
        <div className="xp-highlight" aria-hidden="true" style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }} />
      )}
      <div className="xp-anchored xp-flyout" role="dialog" style={position(box, d.flyout_direction ?? 3)} data-test-id={testId(e)}>
        <p>{str(d.text)}</p>
        {d.button_text && (
          <ExperienceLink className="button button--primary" href={d.button_uri} onActivate={() => quietly(store.complete(e))}>
            {d.button_text}
          </ExperienceLink>
        )}
        <button type="button" className="xp-close" aria-label="Close" onClick={() => quietly(store.dismiss(e))}>
          ×
        </button>
      </div>
    </>
  );
}
