// Educational popover (type 29, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5): anchored to a known anchor; dismissed 1.5 s
// after scrolling starts, or on a touch of the anchor.
import { useEffect } from 'react';
import { popoverScrollDismiss } from '#shared/experiences/timers.ts';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useAnchor } from './useAnchor.ts';
import { useShown } from './useShown.ts';

export function Popover({ e, store }: ExperienceProps) {
  const d = e.display_data as { message: string; anchor: string; complete_button?: { text: string } };
  const { box } = useAnchor(d.anchor);
  const shown = useShown(e, store, { enabled: Boolean(box) });
  useEffect(() => {
    if (!shown || !box) return;
    const dismiss = () => quietly(store.dismiss(e));
    const t = popoverScrollDismiss(dismiss);
    const onScroll = () => t.event();
    window.addEventListener('scroll', onScroll, { passive: true });
    box.element.addEventListener('touchstart', dismiss, { passive: true });
    return () => {
      t.cancel();
      window.removeEventListener('scroll', onScroll);
      box.element.removeEventListener('touchstart', dismiss);
    };
  }, [shown, box]);
  if (!shown || !box) return null;
  return (
    <div className="xp-anchored xp-popover" role="dialog" style={{ top: box.top + Math.min(box.height, 120), left: box.left + 8 }} data-test-id={testId(e)}>
      <p>{str(d.message)}</p>
      <button type="button" className="button button--primary" onClick={() => quietly(store.complete(e))}>
        {d.complete_button?.text || 'OK'}
      </button>
    </div>
  );
}
