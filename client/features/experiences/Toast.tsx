// Toast (type 10, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#constants-spec-001-9): fades in after 100 ms, hides after its duration (default
// 2000 ms) with a 200 ms exit, hovering pauses; a `#` link is handled in the page.
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from '#client/lib/afterPaint.ts';
import { isInPageLink } from '#shared/experiences/rules.ts';
import { toastTimer } from '#shared/experiences/timers.ts';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function Toast({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  const [phase, setPhase] = useState<'hidden' | 'visible' | 'exiting'>('hidden');
  const timer = useRef<ReturnType<typeof toastTimer> | null>(null);
  useEffect(() => {
    if (!shown) return;
    const duration = typeof e.display_data.duration === 'number' ? e.display_data.duration : undefined;
    timer.current = toastTimer(
      duration,
      {
        show: () => setPhase('visible'),
        exit: () => setPhase('exiting'),
        done: () => quietly(store.dismiss(e)),
      },
      afterPaint,
    );
    return () => timer.current?.cancel();
  }, [shown]);
  if (!shown || phase === 'hidden') return null;
  const link = str(e.display_data.link);
  const inPage = (event: React.MouseEvent) => {
    event.preventDefault();
    document.querySelector(link)?.scrollIntoView({ behavior: 'smooth' });
    quietly(store.complete(e));
  };
  return (
    <div
      className={`xp-toast xp-toast--${phase}`}
      role="status"
      data-test-id={testId(e)}
      onMouseEnter={() => timer.current?.pause()}
      onMouseLeave={() => timer.current?.resume()}
    >
      <span>{str(e.display_data.text)}</span>
      {link
        && (isInPageLink(link) ? (
          <a href={link} onClick={inPage}>
            Show
          </a>
        ) : (
          <ExperienceLink href={link} onActivate={() => quietly(store.complete(e))}>
            Show
          </ExperienceLink>
        ))}
    </div>
  );
}
