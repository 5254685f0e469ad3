// The business pages: each /business/{dashboard}/ (its tables and, for invite and schedule_call,
// its form), /business/convert/ and /advertiser/quick-promote/. Tables scroll sideways on a phone.

import { type FormEvent, useState } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { callResource } from '#client/lib/resource.ts';
import { BUSINESS_DASHBOARDS, type BusinessDashboardView, type DashboardTable } from '#shared/business/dashboards.ts';
import { formAction } from '#shared/forms.ts';
import type { PromoteAccount } from '#shared/infoPages.ts';
import type { Pin } from '#shared/types.ts';
import { useBusinessForm } from './businessForm.ts';
import './business.css';

function Status({ ok, error }: { ok: string | null; error: string | null }) {
  return (
    <>
      {ok && <p role="status">{ok}</p>}
      {error && (
        <p role="alert" className="business__error">
          {error}
        </p>
      )}
    </>
  );
}

function Table({ table }: { table: DashboardTable }) {
  return (
    <div className="business__table">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length}>Nothing yet.</td>
            </tr>
          )}
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InviteForm({ accounts }: { accounts: Array<{ id: string; name: string }> }) {
  const form = useBusinessForm();
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void form.run(async () => {
      const r = await callResource('BusinessAccessResource', 'create', {
        business_id: String(data.get('business_id')),
        username: String(data.get('username') ?? ''),
        role: data.get('role') === 'admin' ? 'admin' : 'analyst',
      });
      setInviteUrl(new URL(r.data.inviteUrl, window.location.origin).href);
      return `Invitation made. Send ${r.data.username} this link: they get access when they accept it (within a week).`;
    });
  };
  if (!accounts.length) return <p>You are not an admin of any ad account, so you cannot invite managers.</p>;
  return (
    <form className="business__form" method="post" action={formAction('BusinessAccessResource', 'create')} onSubmit={onSubmit} data-test-id="business-invite">
      <label>
        Ad account
        <select name="business_id">
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Username
        <input name="username" required maxLength={30} pattern="[A-Za-z0-9_]{3,30}" />
      </label>
      <label>
        Role
        <select name="role" defaultValue="analyst">
          <option value="analyst">Analyst (sees reports)</option>
          <option value="admin">Admin (manages campaigns and people)</option>
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        Invite
      </button>
      <Status ok={form.ok} error={form.error} />
      {inviteUrl && form.ok && (
        <input className="business__invite-link" readOnly value={inviteUrl} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
      )}
    </form>
  );
}

function ScheduleCallForm() {
  const form = useBusinessForm();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void form.run(async () => {
      await callResource('BusinessCallResource', 'create', { topic: String(data.get('topic') ?? ''), preferred_on: String(data.get('preferred_on') ?? '') });
      return 'Thanks! Our team will call you on that day.';
    });
  };
  return (
    <form
      className="business__form"
      method="post"
      action={formAction('BusinessCallResource', 'create')}
      onSubmit={onSubmit}
      data-test-id="business-schedule-call"
    >
      <label>
        What would you like to talk about?
        <input name="topic" required maxLength={200} />
      </label>
      <label>
        Preferred day
        <input name="preferred_on" type="date" required />
      </label>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        Ask for a call
      </button>
      <Status ok={form.ok} error={form.error} />
    </form>
  );
}

function BusinessNav({ current }: { current: string }) {
  return (
    <nav aria-label="Business" className="business__nav">
      <a href="/business/hub/">Hub</a>
      {BUSINESS_DASHBOARDS.map((d) => (
        <a key={d.path} href={`/business/${d.path}/`} aria-current={d.path === current ? 'page' : undefined}>
          {d.title}
        </a>
      ))}
    </nav>
  );
}

export function BusinessDashboardPage({ view }: { view: BusinessDashboardView }) {
  return (
    <section className="business" data-test-id="business-dashboard" data-dashboard={view.dashboard.path}>
      <BusinessNav current={view.dashboard.path} />
      <h1>{view.dashboard.title}</h1>
      <p>{view.dashboard.description}</p>
      {view.form?.kind === 'invite' && <InviteForm accounts={view.form.accounts} />}
      {view.form?.kind === 'scheduleCall' && <ScheduleCallForm />}
      {view.tables.map((t) => (
        <Table key={t.caption} table={t} />
      ))}
      {view.dashboard.path === 'security' && (
        <p>
          Someone else signed in? <a href="/secure/panic/">Sign out everywhere and reset your password</a>
        </p>
      )}
    </section>
  );
}

export function BusinessConvertPage({ isBusiness, fullName }: { isBusiness: boolean; fullName: string }) {
  const form = useBusinessForm();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void form.run(async () => {
      const r = await callResource('BusinessAccountResource', 'create', { business_name: String(data.get('business_name') ?? '') });
      window.location.assign(r.data.hubUrl);
      return 'Your account is now a business account. Opening your business hub…';
    });
  };
  return (
    <section className="business business--narrow" data-test-id="business-convert">
      <h1>Get a free business account</h1>
      {isBusiness ? (
        <p>
          Your account is already a business account. <a href="/business/hub/">Go to your business hub</a>
        </p>
      ) : (
        <>
          <p>Keep your Pins, boards and followers, and add ads, analytics and the business hub. It is free, and you can keep using Pinboard as before.</p>
          <form className="business__form" method="post" action={formAction('BusinessAccountResource', 'create')} onSubmit={onSubmit}>
            <input type="hidden" name="next" value="/business/hub/" />
            <label>
              Business name
              <input name="business_name" defaultValue={fullName} maxLength={60} />
            </label>
            <button type="submit" className="button button--primary" disabled={form.busy} data-test-id="business-convert-submit">
              Convert to a business account
            </button>
            <Status ok={form.ok} error={form.error} />
          </form>
        </>
      )}
    </section>
  );
}

export function BusinessInvitePage({ invite }: { invite: { code: string; businessName: string; role: 'admin' | 'analyst' } | null }) {
  const form = useBusinessForm();
  const accept = () =>
    void form.run(async () => {
      const r = await callResource('BusinessAccessResource', 'update', { invite: invite?.code ?? '' });
      return r.data.granted ? `You now manage the ad account of ${r.data.businessName}.` : `You already manage the ad account of ${r.data.businessName}.`;
    });
  if (!invite) {
    return (
      <section className="business business--narrow" data-test-id="business-invite-page">
        <h1>This invitation is not valid</h1>
        <p>It expired, was made for another account, or the link is incomplete. Ask an admin of the ad account to invite you again.</p>
      </section>
    );
  }
  return (
    <section className="business business--narrow" data-test-id="business-invite-page">
      <h1>Manage the ad account of {invite.businessName}?</h1>
      <p>
        You were invited as {invite.role === 'admin' ? 'an admin (manages campaigns and people)' : 'an analyst (sees reports)'}. Nothing changes unless you
        accept.
      </p>
      <button type="button" className="button button--primary" onClick={accept} disabled={form.busy || Boolean(form.ok)}>
        Accept the invitation
      </button>
      <Status ok={form.ok} error={form.error} />
      {form.ok && (
        <p>
          <a href="/business/hub/">Business hub</a>
        </p>
      )}
    </section>
  );
}

export function QuickPromotePage({ pin, accounts }: { pin: Pin; accounts: PromoteAccount[] }) {
  const form = useBusinessForm();
  const image = pin.images['236x'] ?? pin.images['474x'];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button pressed names the campaign (none: a new one), as it does for the page form without JavaScript.
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const campaign = String(data.get('campaign_id') ?? '');
    void form.run(async () => {
      const r = await callResource('QuickPromoteResource', 'create', {
        pin_id: pin.entityId,
        business_id: String(data.get('business_id') ?? ''),
        ...(campaign ? { campaign_id: campaign } : {}),
      });
      return `Promoted in campaign ${r.data.campaignId}. See it in your business hub.`;
    });
  };
  return (
    <section className="business business--narrow" data-test-id="quick-promote">
      <h1>Promote this Pin</h1>
      <figure className="business__pin">
        {image && <img src={image.url} alt={pin.altText || pin.title} width={image.width} height={image.height} />}
        <figcaption>
          <a href={`/pin/${pin.entityId}/`}>{pin.title || 'Untitled Pin'}</a>
        </figcaption>
      </figure>
      {accounts.length === 0 ? (
        <p>Only the ad account whose Pin this is can promote it, and you do not manage it.</p>
      ) : (
        <>
          {accounts.map((a) => (
            <form key={a.id} className="business__form" method="post" action={formAction('QuickPromoteResource', 'create')} onSubmit={onSubmit}>
              <input type="hidden" name="pin_id" value={pin.entityId} />
              <input type="hidden" name="business_id" value={a.id} />
              <p>Promote as {a.name}, in</p>
              {a.campaigns.map((id) => (
                <button key={id} type="submit" name="campaign_id" value={id} className="button" disabled={form.busy}>
                  Campaign {id}
                </button>
              ))}
              <button type="submit" className="button button--primary" disabled={form.busy} data-test-id="quick-promote-submit">
                A new campaign
              </button>
            </form>
          ))}
          <Status ok={form.ok} error={form.error} />
        </>
      )}
      <p>
        <a href="/business/hub/">Business hub</a>
      </p>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: {
  businessDashboard: PageView<'businessDashboard'>;
  businessConvert: PageView<'businessConvert'>;
  businessInvite: PageView<'businessInvite'>;
  quickPromote: PageView<'quickPromote'>;
} = {
  businessDashboard: ({ data }) => <BusinessDashboardPage view={data.view} />,
  businessConvert: ({ data }) => <BusinessConvertPage isBusiness={data.isBusiness} fullName={data.fullName} />,
  businessInvite: ({ data }) => <BusinessInvitePage invite={data.invite} />,
  quickPromote: ({ data }) => <QuickPromotePage pin={data.pin} accounts={data.accounts} />,
};
