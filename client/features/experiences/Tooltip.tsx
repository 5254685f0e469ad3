// Tooltip and pulsar (type 8, docs/rules/experiences.md#tooltip-and-pulsar-spec-001-24, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5): neither enabled completes at once; pulsar
// only completes on tap; both show the pulsar first, and a tap pauses it and shows the tooltip.
// Scroll, touchmove or an anchor click dismiss after scroll_to_dismiss_delay_in_seconds; the
// thumbnail tooltip auto-dismisses 3 s after the first scroll; disappearTime dismisses on timeout.
import { useEffect, useState } from 'react';
import { readTooltip, tooltipPosition } from '#shared/experiences/displayFields.ts';
import { lastThumbnails } from '#shared/experiences/rules.ts';
import { after, dismissAfterEvent, thumbnailAutoDismiss } from '#shared/experiences/timers.ts';
import { ExperienceLink } from './ExperienceLink.tsx';
import { COMPLETED_ON_ITS_OWN, type ExperienceProps, quietly, testId } from './props.ts';
import { useAnchor } from './useAnchor.ts';
import { useShown } from './useShown.ts';

export function Tooltip({ e, store }: ExperienceProps) {
  const d = e.display_data as {
    anchor: string;
    has_pulsar?: boolean;
    has_tooltip?: boolean;
    thumbnail_urls?: string[];
    disappearTime?: number;
    scroll_to_dismiss?: boolean;
    scroll_to_dismiss_delay_in_seconds?: number;
    complete_button_text?: string;
    dismiss_button_text?: string;
    complete_on_hover?: boolean;
  };
  // docs/rules/experiences.md#experience-data-spec-001-3: the nested `tooltip` object, `pulserOnly` and `skipComplete`;
  // every text below (visible or an accessible name) comes from here, `{boardName}` filled in.
  const read = readTooltip(e.display_data);
  const { mode } = read;
  const { box, checked } = useAnchor(d.anchor);
  const shown = useShown(e, store, { enabled: mode !== 'completeNow' && Boolean(box) });
  const [open, setOpen] = useState(mode === 'tooltipOnly');
  const thumbnails = lastThumbnails(d.thumbnail_urls ?? []);
  const dismiss = () => quietly(store.dismiss(e));

  useEffect(() => {
    if (mode === 'completeNow' && checked) quietly(store.complete(e, COMPLETED_ON_ITS_OWN));
  }, [mode, checked]);

  useEffect(() => {
    if (!shown || !box) return;
    const timers = [
      d.scroll_to_dismiss ? dismissAfterEvent((d.scroll_to_dismiss_delay_in_seconds ?? 0) * 1000, dismiss) : null,
      thumbnails.length ? thumbnailAutoDismiss(dismiss) : null,
    ].filter((t) => t !== null);
    const onEvent = () => timers.forEach((t) => t.event());
    const scrollOnly = () => timers[0] && d.scroll_to_dismiss && timers[0].event();
    const disappear = d.disappearTime ? after(d.disappearTime, dismiss) : null;
    window.addEventListener('scroll', onEvent, { passive: true });
    window.addEventListener('touchmove', onEvent, { passive: true });
    box.element.addEventListener('click', scrollOnly);
    return () => {
      timers.forEach((t) => t.cancel());
      disappear?.cancel();
      window.removeEventListener('scroll', onEvent);
      window.removeEventListener('touchmove', onEvent);
      box.element.removeEventListener('click', scrollOnly);
    };
  }, [shown, box]);

  if (!shown || !box) return null;
  const onPulsar = () => (mode === 'pulsarOnly' ? quietly(store.complete(e)) : setOpen(true));
  return (
    <div className="xp-anchored" style={tooltipPosition(box, read.direction)} data-test-id={testId(e)}>
      {mode !== 'tooltipOnly' && (
        <button type="button" className={`pulsar${open ? ' pulsar--paused' : ''}`} aria-label={read.main || 'Show tip'} onClick={onPulsar} />
      )}
      {open && (
        <div
          className={`xp-tooltip xp-tooltip--${read.direction}`}
          role="dialog"
          onMouseEnter={d.complete_on_hover ? () => quietly(store.complete(e, COMPLETED_ON_ITS_OWN)) : undefined}
        >
          <p className="xp-tooltip__text">{read.main}</p>
          {read.sub && <p className="xp-tooltip__sub">{read.sub}</p>}
          {thumbnails.length > 0 && (
            <div className="xp-tooltip__thumbs">
              {thumbnails.map((src) => (
                <img key={src} src={src} alt="" width={48} height={48} />
              ))}
            </div>
          )}
          {read.secondaryLink && <ExperienceLink href={read.secondaryLink.url}>{read.secondaryLink.text}</ExperienceLink>}
          {read.options.map((option) => (
            <ExperienceLink key={option.url} className="xp-tooltip__option" href={option.url}>
              {option.text}
            </ExperienceLink>
          ))}
          <div className="xp-tooltip__actions">
            <button type="button" className="button" onClick={dismiss}>
              {read.cancel}
            </button>
            {read.offersComplete && (
              <button type="button" className="button button--primary" onClick={() => quietly(store.complete(e))}>
                {read.confirm}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
