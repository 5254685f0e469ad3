// The account and safety pages: notices, /secure/panic (sign out everywhere, then reset the
// password), /email/subscription (leave or rejoin a list by signed link), /email/user_survey, and
// the appeals pages (/appealed-pin/, /age-appeal, /reports-and-violations/).

import { type FormEvent, useState } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { HumanTime } from '#client/components/HumanTime.tsx';
import { useBusinessForm as useSubmit } from '#client/features/business/businessForm.ts';
import { callResource } from '#client/lib/resource.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { AppealView, PageAction } from '#shared/infoPages.ts';
import type { EmailList } from '#shared/settings.ts';
import './safety.css';

function Status({ ok, error }: { ok: string | null; error: string | null }) {
  return (
    <>
      {ok && <p role="status">{ok}</p>}
      {error && (
        <p role="alert" className="safety__error">
          {error}
        </p>
      )}
    </>
  );
}

export function NoticePage({ title, paragraphs, actions }: { title: string; paragraphs: string[]; actions: PageAction[] }) {
  return (
    <section className="message-page safety" data-test-id="notice">
      <h1>{title}</h1>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p className="safety__actions">
        {actions.map((a, i) => (
          <a key={a.href} className={`button${i === 0 ? ' button--primary' : ''}`} href={a.href}>
            {a.label}
          </a>
        ))}
      </p>
    </section>
  );
}

export function SecurePanicPage({ username, flash: pageFlash }: { username: string; flash?: FormFlash }) {
  const submit = useSubmit();
  const flash = flashFor(pageFlash, 'SecurityPanicResource', 'create');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit.run(async () => {
      const r = await callResource('SecurityPanicResource', 'create', { current_password: String(form.get('current_password') ?? '') });
      return `Signed out of ${r.data.signedOut} sessions. We sent a link to choose a new password to your account's email.`;
    });
  };
  return (
    <section className="safety" data-test-id="secure-panic">
      <h1>Secure your account</h1>
      <p>
        If you think someone else is using the account <strong>{username}</strong>, sign out everywhere: every phone, tablet and computer signed in to it is
        signed out at once, this one too. Then choose a new password with the link we send to your email.
      </p>
      {/* A real post before hydration too: submitted early, the password never goes into the url. */}
      <form className="safety__form" method="post" action={formAction('SecurityPanicResource', 'create')} onSubmit={onSubmit}>
        <input type="hidden" name="next" value="/login/" />
        <label>
          Your current password
          <input name="current_password" type="password" autoComplete="current-password" maxLength={256} required />
        </label>
        <button type="submit" className="button button--primary" disabled={submit.busy} data-test-id="secure-panic-submit">
          Sign out everywhere and reset my password
        </button>
      </form>
      <Status ok={submit.ok} error={submit.error ?? flash?.error ?? null} />
      {submit.ok && (
        <p>
          <a href="/login">Log in again</a>
        </p>
      )}
    </section>
  );
}

/** What the unsubscribe page says once the member left (`false`) or rejoined (`true`) a list. */
const subscriptionDone = (on: boolean, label: string) => (on ? `You will get ${label} again.` : `You will no longer get ${label}.`);

/**
 * /email/subscription: leave or rejoin a list, a real form of the signed link's fields (EmailSubscriptionResource
 * delete or update), so it works before and without JavaScript: the worker brings the person back here, where the
 * stored choice and what happened are shown.
 */
export function EmailSubscriptionPage(props: { userId: string; list: EmailList; listLabel: string; token: string; subscribed: boolean; flash?: FormFlash }) {
  const [subscribed, setSubscribed] = useState(props.subscribed);
  const submit = useSubmit();
  const posted = flashFor(props.flash, 'EmailSubscriptionResource', 'delete') ?? flashFor(props.flash, 'EmailSubscriptionResource', 'update');
  const postedOk = posted?.done ? subscriptionDone(props.subscribed, props.listLabel) : null;
  const verb = subscribed ? 'delete' : 'update';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const on = !subscribed;
    void submit.run(async () => {
      const options = { user_id: props.userId, list: props.list, token: props.token };
      if (on) await callResource('EmailSubscriptionResource', 'update', options);
      else await callResource('EmailSubscriptionResource', 'delete', options);
      setSubscribed(on);
      return subscriptionDone(on, props.listLabel);
    });
  };
  return (
    <section className="message-page safety" data-test-id="email-subscription">
      <h1>{subscribed ? 'Unsubscribe' : 'You are unsubscribed'}</h1>
      <p>{subscribed ? `Stop getting ${props.listLabel}?` : `You no longer get ${props.listLabel}.`}</p>
      <form method="post" action={formAction('EmailSubscriptionResource', verb)} onSubmit={onSubmit}>
        <input type="hidden" name="user_id" value={props.userId} />
        <input type="hidden" name="list" value={props.list} />
        <input type="hidden" name="token" value={props.token} />
        <button type="submit" className={`button${subscribed ? ' button--primary' : ''}`} disabled={submit.busy}>
          {subscribed ? 'Unsubscribe' : 'Subscribe again'}
        </button>
      </form>
      {/* Until the person acts here, what the form posted without JavaScript left (its flash). */}
      {submit.busy || submit.ok || submit.error ? <Status ok={submit.ok} error={submit.error} /> : <Status ok={postedOk} error={posted?.error ?? null} />}
    </section>
  );
}

export function UserSurveyPage({ answered }: { answered: number }) {
  const submit = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit.run(async () => {
      await callResource('UserSurveyResource', 'create', { satisfaction: Number(form.get('satisfaction')), comment: String(form.get('comment') ?? '') });
      return 'Thank you! Your answer helps us make Pinboard better.';
    });
  };
  return (
    <section className="safety" data-test-id="user-survey">
      <h1>Tell us what you think</h1>
      {answered > 0 && <p>You answered this survey before; you can answer again.</p>}
      <form className="safety__form" method="post" action={formAction('UserSurveyResource', 'create')} onSubmit={onSubmit}>
        <fieldset>
          <legend>How satisfied are you with Pinboard?</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="safety__choice">
              <input type="radio" name="satisfaction" value={n} required />{' '}
              {['Very unsatisfied', 'Unsatisfied', 'Neutral', 'Satisfied', 'Very satisfied'][n - 1]}
            </label>
          ))}
        </fieldset>
        <label>
          Anything else? (optional)
          <textarea name="comment" maxLength={1000} rows={4} />
        </label>
        <button type="submit" className="button button--primary" disabled={submit.busy}>
          Send
        </button>
        <Status ok={submit.ok} error={submit.error} />
      </form>
    </section>
  );
}

const STATUS_LABEL: Record<AppealView['status'], string> = { open: 'Under review', accepted: 'Accepted', rejected: 'Rejected' };

function AppealForm({ mode, removedPins, flash: pageFlash }: { mode: 'pin' | 'age'; removedPins: Array<{ id: string; title: string }>; flash?: FormFlash }) {
  const submit = useSubmit();
  const flash = flashFor(pageFlash, 'AppealResource', 'create');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '');
    void submit.run(async () => {
      if (mode === 'pin') await callResource('AppealResource', 'create', { kind: 'pin', pin_id: String(form.get('pin_id')), reason });
      else await callResource('AppealResource', 'create', { kind: 'age', birth_date: String(form.get('birth_date') ?? ''), reason });
      return 'Your appeal is sent. We answer within 7 days, here and by email.';
    });
  };
  if (mode === 'pin' && removedPins.length === 0) return <p>None of your Pins was removed, so there is nothing to appeal.</p>;
  return (
    // A real post before hydration too: a birth date and a reason never go into the url.
    <form className="safety__form" method="post" action={formAction('AppealResource', 'create')} onSubmit={onSubmit} data-test-id="appeal-form">
      <input type="hidden" name="kind" value={mode} />
      {mode === 'pin' ? (
        <label>
          Removed Pin
          <select name="pin_id">
            {removedPins.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          Your birth date
          <input type="date" name="birth_date" required />
        </label>
      )}
      <label>
        Why should we look again?
        <textarea name="reason" required minLength={10} maxLength={1000} rows={4} />
      </label>
      <button type="submit" className="button button--primary" disabled={submit.busy}>
        Send appeal
      </button>
      <Status
        ok={submit.ok ?? (flash?.done ? 'Your appeal is sent. We answer within 7 days, here and by email.' : null)}
        error={submit.error ?? flash?.error ?? null}
      />
    </form>
  );
}

export function AppealsPage({
  mode,
  removedPins,
  appeals,
  flash,
}: {
  mode: 'pin' | 'age' | 'reports';
  removedPins: Array<{ id: string; title: string }>;
  appeals: AppealView[];
  flash?: FormFlash;
}) {
  const title = mode === 'pin' ? 'Appeal a removed Pin' : mode === 'age' ? 'Appeal an age decision' : 'Reports and violations';
  return (
    <section className="safety" data-test-id="appeals" data-mode={mode}>
      <h1>{title}</h1>
      {mode === 'age' && <p>If we limited your account because of your age and we got it wrong, tell us your birth date.</p>}
      {mode === 'reports' ? (
        <>
          <h2>Removed Pins</h2>
          {removedPins.length ? (
            <ul>
              {removedPins.map((p) => (
                <li key={p.id}>{p.title}</li>
              ))}
            </ul>
          ) : (
            <p>None of your Pins was removed.</p>
          )}
          <p className="safety__actions">
            <a className="button" href="/appealed-pin/">
              Appeal a removed Pin
            </a>
            <a className="button" href="/age-appeal/">
              Appeal an age decision
            </a>
            <a className="button" href="/community-guidelines/">
              Community guidelines
            </a>
          </p>
        </>
      ) : (
        <AppealForm mode={mode} removedPins={removedPins} flash={flash} />
      )}
      <h2>Your appeals</h2>
      {appeals.length ? (
        <ul className="safety__appeals">
          {appeals.map((a) => (
            <li key={a.id}>
              <strong>{a.kind === 'pin' ? (a.pinTitle ?? 'A removed Pin') : 'Age decision'}</strong> · {STATUS_LABEL[a.status]} ·{' '}
              <HumanTime when={a.createdAt} />
              <p>{a.reason}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>You have not appealed anything.</p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: {
  notice: PageView<'notice'>;
  securePanic: PageView<'securePanic'>;
  emailSubscription: PageView<'emailSubscription'>;
  userSurvey: PageView<'userSurvey'>;
  appeals: PageView<'appeals'>;
} = {
  notice: ({ data }) => <NoticePage {...data} />,
  securePanic: ({ data, flash }) => <SecurePanicPage username={data.username} flash={flash} />,
  emailSubscription: ({ data, flash }) => <EmailSubscriptionPage {...data} flash={flash} />,
  userSurvey: ({ data }) => <UserSurveyPage answered={data.answered} />,
  appeals: ({ data, flash }) => <AppealsPage {...data} flash={flash} />,
};
