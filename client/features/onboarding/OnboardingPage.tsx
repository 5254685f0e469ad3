// Onboarding after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9): Gender, InterestPicker, UseCase, PinPicker, LoadingStep
// (5000 ms), AppInstall. Every step can be skipped; each answer is stored server-side
// (OnboardingResource), so a reload resumes at the same step. The choices feed the home feed.
// Each step is a real form posting to OnboardingResource update (worker/api/forms.ts), so a member
// finishes onboarding before, or without, JavaScript; with it, the same answer goes as a resource call.
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ImageTile } from '#client/components/ImageTile.tsx';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import type { OptionsOf } from '#shared/api/define.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { OnboardingResource } from '#shared/api/onboarding.ts';
import { formAction } from '#shared/forms.ts';
import { chooseImage } from '#shared/images.ts';
import {
  GENDERS,
  type Gender,
  nextStep,
  ONBOARDING_LIMITS,
  ONBOARDING_LOADING_MS,
  ONBOARDING_STEPS,
  type OnboardingState,
  USE_CASES,
} from '#shared/onboarding/steps.ts';
import type { PageData } from '#shared/pages.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { safeNextPath } from '#shared/urls.ts';
import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import './onboarding.css';
import type { PageView } from '#client/app/pageTypes.ts';

type OnboardingData = Extract<PageData, { kind: 'onboarding' }>;
type Update = OptionsOf<(typeof OnboardingResource)['update']>;

const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male', unspecified: 'Specify another / rather not say' };

/** A pin tile's name: what the picture shows, else its title or description, else its place in the list. */
const pinTileName = (p: Pin, n: number) => p.altText || p.title || p.description.slice(0, 80) || `Pin ${n + 1}`;

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function OnboardingPage({ data }: { data: OnboardingData; viewer: Viewer }) {
  const [state, setState] = useState<OnboardingState>(data.state);
  const [pins, setPins] = useState<Pin[]>(data.pins);
  const [gender, setGender] = useState<Gender>(data.state.gender);
  const [interests, setInterests] = useState<string[]>(data.state.interestIds);
  const [useCase, setUseCase] = useState<string | null>(data.state.useCase);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = safeNextPath(data.next) ?? '/';

  /** Sends a step's answer; once onboarding is complete the page goes to `then` (where the visitor started by default). */
  async function send(update: Update, then = next) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await callResource('OnboardingResource', 'update', update);
      setState(answer.data.state);
      setPins(answer.data.pins);
      if (answer.data.state.completed) window.location.assign(then);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const step = state.step;
  // LoadingStep: the home feed is being put together; it moves on by itself after 5000 ms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival at the step (send is a new function every render)
  useEffect(() => {
    if (step !== 'LoadingStep' || state.completed) return;
    const timer = setTimeout(() => void send({ step: 'LoadingStep' }), ONBOARDING_LOADING_MS);
    return () => clearTimeout(timer);
  }, [step, state.completed]);

  /**
   * Where a step's post goes without JavaScript (or before hydration): back here for the next step, and from the last
   * step, which ends onboarding (Done or Not now), on to `next`, as the script's `send` goes: an early press of Done
   * lands where a later one does.
   */
  const afterPost = nextStep(step) === null ? next : `/onboarding/?next=${encodeURIComponent(next)}`;
  /** The step as a form: posted as is without JavaScript; with it, `answer` (or a skip) is sent instead. */
  const stepForm = (answer: Update, body: ReactNode, className?: string) => (
    <form
      className={className}
      method="post"
      action={formAction('OnboardingResource', 'update')}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const skipped = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'skip';
        void send(skipped ? { step, skip: true } : answer);
      }}
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="next" value={afterPost} />
      {body}
    </form>
  );
  const skip = (
    <button type="submit" name="skip" value="true" className="button" data-test-id="onboarding-skip" disabled={busy}>
      Skip
    </button>
  );
  /**
   * A step's Skip and Next, Next sending the step's answer. Next comes first in the form, so Enter in a field
   * (the form's default button) answers the step rather than skipping it; the stylesheet shows Skip first.
   */
  const actions = (
    <div className="onboarding__actions">
      <button type="submit" className="button button--primary" data-test-id="onboarding-next" disabled={busy}>
        Next
      </button>
      {skip}
    </div>
  );
  const position = ONBOARDING_STEPS.indexOf(step) + 1;

  return (
    <section className="onboarding" data-test-id="onboarding" data-step={step}>
      <p className="onboarding__progress">
        Step {position} of {ONBOARDING_STEPS.length}
      </p>
      {state.completed && (
        <p>
          You're all set. <a href={next}>Go to your home feed</a>
        </p>
      )}
      {!state.completed
        && step === 'Gender'
        && stepForm(
          { step, gender },
          <fieldset className="onboarding__choices">
            <legend>
              <h1>How do you identify?</h1>
            </legend>
            {GENDERS.map((g) => (
              <label key={g} className="onboarding__choice">
                <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} />
                {GENDER_LABELS[g]}
              </label>
            ))}
            {actions}
          </fieldset>,
        )}
      {!state.completed
        && step === 'InterestPicker'
        && stepForm(
          { step, interest_ids: interests },
          <>
            <h1>What are you interested in?</h1>
            <ul className="onboarding__grid">
              {data.interests.map((i) => (
                <li key={i.id}>
                  <ImageTile
                    field="interest_ids"
                    value={i.id}
                    name={i.name}
                    imageUrl={i.imageUrl}
                    size={118}
                    pressed={interests.includes(i.id)}
                    testId="onboarding-interest"
                    onToggle={() => setInterests(toggle(interests, i.id))}
                  />
                </li>
              ))}
            </ul>
            {actions}
          </>,
        )}
      {!state.completed
        && step === 'UseCase'
        && stepForm(
          useCase ? { step, use_case: useCase as (typeof USE_CASES)[number] } : { step, skip: true },
          <fieldset className="onboarding__choices">
            <legend>
              <h1>What brings you here?</h1>
            </legend>
            {USE_CASES.map((u) => (
              <label key={u} className="onboarding__choice">
                <input type="radio" name="use_case" value={u} checked={useCase === u} onChange={() => setUseCase(u)} />
                {u}
              </label>
            ))}
            {actions}
          </fieldset>,
        )}
      {!state.completed
        && step === 'PinPicker'
        && stepForm(
          { step, pin_ids: picked.slice(0, ONBOARDING_LIMITS.pins) },
          <>
            <h1>Pick a few Pins to save</h1>
            <ul className="onboarding__grid">
              {pins.map((p, n) => (
                <li key={p.entityId}>
                  <ImageTile
                    field="pin_ids"
                    value={p.entityId}
                    name={pinTileName(p, n)}
                    imageUrl={chooseImage(p.images)?.url ?? null}
                    size={118}
                    showName={false}
                    pressed={picked.includes(p.entityId)}
                    testId="onboarding-pin"
                    pinId={p.entityId}
                    onToggle={() => setPicked(toggle(picked, p.entityId))}
                  />
                </li>
              ))}
            </ul>
            {actions}
          </>,
        )}
      {!state.completed
        && step === 'LoadingStep'
        && stepForm(
          { step },
          <div role="status" data-test-id="onboarding-loading">
            <h1>Building your home feed…</h1>
            <p>Finding ideas for you.</p>
            {/* With JavaScript the step moves on by itself after ONBOARDING_LOADING_MS. */}
            <noscript>
              <button type="submit" className="button button--primary">
                Continue
              </button>
            </noscript>
          </div>,
        )}
      {!state.completed
        && step === 'AppInstall'
        && stepForm(
          { step },
          <>
            <h1>Get the app</h1>
            <p>Save ideas on the go: Pinboard installs on your phone's home screen and opens like an app.</p>
            <div className="onboarding__actions">
              {/* Choosing the app answers the step too: onboarding ends, then the install page opens. */}
              <a
                className="button"
                href={APP_INSTALL_URL}
                data-test-id="onboarding-get-app"
                onClick={(e) => {
                  e.preventDefault();
                  void send({ step }, APP_INSTALL_URL);
                }}
              >
                Get the app
              </a>
              <button type="submit" name="skip" value="true" className="button" data-test-id="onboarding-not-now" disabled={busy}>
                Not now
              </button>
              <button type="submit" className="button button--primary" data-test-id="onboarding-next" disabled={busy}>
                Done
              </button>
            </div>
          </>,
        )}
      {error && (
        <p role="alert" className="onboarding__error">
          {error}
        </p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { onboarding: PageView<'onboarding'> } = {
  onboarding: ({ data, viewer }) => <OnboardingPage data={data} viewer={viewer} />,
};
