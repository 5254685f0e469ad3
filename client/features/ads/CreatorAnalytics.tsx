// Creator analytics on a partner's card (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#roles-spec-000-6): the pin's 30-day impressions,
// closeups, saves, clicks and outbound clicks, and a link to its engagement details. Renders nothing when the viewer may not see them.

import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { PinAnalytics } from '#shared/events/analytics.ts';
import { pinPath } from '#shared/paths.ts';
import './ads.css';

const METRICS: Array<[keyof PinAnalytics, string]> = [
  ['impressions', 'Impressions'],
  ['closeups', 'Closeups'],
  ['saves', 'Saves'],
  ['clicks', 'Clicks'],
  ['outboundClicks', 'Outbound clicks'],
];

const format = new Intl.NumberFormat('en-US', { notation: 'compact' });

export function CreatorAnalytics({ pinId }: { pinId: string }) {
  useSignals();
  const analytics = useSignal<PinAnalytics | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getResource('PinAnalyticsResource', { pin_id: pinId }, abort.signal)
      .then((answer) => (analytics.value = answer.data))
      .catch(() => (analytics.value = null));
    return () => abort.abort();
  }, [pinId, analytics]);
  const data = analytics.value;
  if (!data) return null;
  return (
    <>
      <dl className="creator-analytics" aria-label={`Pin analytics, last ${data.days} days`} data-test-id="creator-analytics">
        {METRICS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{format.format(data[key] as number)}</dd>
          </div>
        ))}
      </dl>
      <a className="creator-analytics__more" href={`${pinPath(pinId)}engagement/`}>
        Engagement details
      </a>
    </>
  );
}
