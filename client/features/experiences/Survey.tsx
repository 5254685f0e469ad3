// Survey (type 5 with anket, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5): the prompt appears after its delay (at once for
// action_trigger 1, on leave intent for 2 with the experiment: a held link click, which continues
// once the survey is finished, declined, dismissed or dropped), postponed on the pin builder for
// its one placement and re-checked every 3 s. Accept reveals the frame; a frame that has not reported loaded within
// 15 s is dropped; once loaded it is presented after presentationDelay (default 5 s). Only
// messages from the survey's origin count; survey_finished completes.
import { useEffect, useRef, useState } from 'react';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { surveyMessageAccepted, surveyPostponed, surveyShowMode } from '#shared/experiences/rules.ts';
import { after, type Cancelable, surveyTimers, whenNotPostponed } from '#shared/experiences/timers.ts';
import { inGroup } from '#shared/experiments.ts';
import { safeNextPath } from '#shared/urls.ts';
import { whenLeaving } from './leaveIntent.ts';
import { COMPLETED_ON_ITS_OWN, type ExperienceProps, quietly, testId } from './props.ts';
import { useShown } from './useShown.ts';

type SurveyData = {
  anket: { url: string };
  title_text: string;
  subtitle_text: string;
  buttons: Array<{ text: string; uri: string }>;
  delay?: number;
  action_trigger?: 1 | 2;
  presentationDelay?: number;
};

/**
 * Waits for the show mode: at once, after the delay, or on leave intent (whenLeaving). Answers
 * whether to show, and `release`, which lets a navigation the survey holds continue (once).
 */
function usePrompt(e: PlacedExperience, d: SurveyData, leaveIntent: boolean): { ready: boolean; release: () => void } {
  const [ready, setReady] = useState(false);
  const held = useRef<(() => void) | null>(null);
  const release = () => {
    const resume = held.current;
    held.current = null;
    resume?.();
  };
  useEffect(() => {
    let inner: Cancelable | null = null;
    const outer = whenNotPostponed(
      () => surveyPostponed(window.location.pathname, e.placement_id),
      () => {
        const mode = surveyShowMode(d.action_trigger, leaveIntent);
        if (mode === 'now') setReady(true);
        else if (mode === 'delayed') inner = after((d.delay ?? 0) * 1000, () => setReady(true));
        else
          inner = whenLeaving((resume) => {
            held.current = resume;
            setReady(true);
          });
      },
    );
    return () => {
      outer.cancel();
      inner?.cancel();
      // Never keep a person from where they were going: gone for any reason, the survey lets go.
      release();
    };
  }, []);
  return { ready, release };
}

export function Survey({ e, store, viewer }: ExperienceProps) {
  const d = e.display_data as SurveyData;
  const { ready, release } = usePrompt(e, d, inGroup(viewer.experiments, 'survey_leave_intent', 'enabled'));
  // The show modes apply the delay themselves (a held navigation shows the survey at once).
  const shown = useShown(e, store, { enabled: ready, delayed: false });
  const dismiss = () => {
    release();
    quietly(store.dismiss(e));
  };
  const [phase, setPhase] = useState<'prompt' | 'loading' | 'presented'>('prompt');
  const timers = useRef<ReturnType<typeof surveyTimers> | null>(null);
  // The frame's address, needed once the prompt is accepted (never while rendering on the server).
  const url = () => new URL(d.anket.url, window.location.origin).href;

  useEffect(() => {
    if (phase === 'prompt') return;
    const frameUrl = url();
    const onMessage = (event: MessageEvent) => {
      if (!surveyMessageAccepted(event.origin, frameUrl)) return;
      const type = (event.data as { type?: string } | null)?.type;
      if (type === 'survey_loaded') timers.current?.loaded();
      if (type === 'survey_finished') {
        release();
        quietly(store.complete(e, COMPLETED_ON_ITS_OWN));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [phase]);
  useEffect(() => () => timers.current?.cancel(), []);

  if (!shown) return null;
  const accept = () => {
    setPhase('loading');
    timers.current = surveyTimers(d.presentationDelay, {
      timeout: () => {
        release();
        store.drop(e);
      },
      present: () => setPhase('presented'),
    });
  };
  return (
    <div className="xp-survey" role="dialog" aria-label={d.title_text} data-test-id={testId(e)}>
      {phase === 'prompt' ? (
        <>
          <strong>{d.title_text}</strong>
          <p>{d.subtitle_text}</p>
          <div className="xp-modal__actions">
            <button type="button" className="button" onClick={dismiss}>
              {d.buttons[1].text}
            </button>
            <button type="button" className="button button--primary" onClick={accept}>
              {d.buttons[0].text}
            </button>
          </div>
        </>
      ) : (
        <>
          <button type="button" className="xp-close" aria-label="Close" onClick={dismiss}>
            ×
          </button>
          <iframe
            className={`xp-survey__frame${phase === 'presented' ? '' : ' xp-survey__frame--loading'}`}
            src={url()}
            title={d.title_text}
            sandbox="allow-scripts allow-same-origin"
          />
        </>
      )}
    </div>
  );
}

/** Banner prompt (type 5 without anket, docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#validation-spec-001-5): title, subtitle and two buttons. */
export function BannerPrompt({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  const d = e.display_data as { title_text: string; subtitle_text: string; buttons: Array<{ text: string; uri: string }> };
  const [primary, secondary] = d.buttons;
  const complete = () =>
    quietly(
      store.complete(e).then(() => {
        const target = safeNextPath(primary.uri);
        if (target) window.location.assign(target);
      }),
    );
  return (
    <section className="callout callout--neutral" data-test-id={testId(e)}>
      <div className="callout__text">
        <strong>{d.title_text}</strong>
        <span>{d.subtitle_text}</span>
      </div>
      <div className="callout__actions">
        <button type="button" className="button button--primary" onClick={complete}>
          {primary.text}
        </button>
        <button type="button" className="button" onClick={() => quietly(store.dismiss(e))}>
          {secondary.text}
        </button>
      </div>
    </section>
  );
}
