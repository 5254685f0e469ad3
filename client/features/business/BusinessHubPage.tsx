// /business/hub/: an advertiser's campaigns with 30-day impressions, clicks and the attribution
// sources registered from clicks and views.
import type { CampaignReport } from '#shared/ads/campaigns.ts';
import '#client/features/ads/ads.css';
import type { PageView } from '#client/app/pageTypes.ts';

const number = new Intl.NumberFormat('en-US');

export function BusinessHubPage({ campaigns }: { campaigns: CampaignReport[] | null }) {
  return (
    <section className="ad-page" data-test-id="business-hub">
      <h1>Business hub</h1>
      {campaigns === null && (
        <p>
          Log in to see your campaigns. <a href="/login">Log in</a>
        </p>
      )}
      {campaigns?.length === 0 && (
        <div className="empty-state" data-test-id="business-hub-empty">
          <p>You have no promoted Pins yet.</p>
          <p>Promote a Pin of yours from its card's Promote button, or create one to promote.</p>
          <a className="button button--primary" href="/pin-builder/">
            Create a Pin
          </a>
        </div>
      )}
      {campaigns && campaigns.length > 0 && (
        <table>
          <caption className="visually-hidden">Campaigns, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Pins</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">Attributed clicks</th>
              <th scope="col">Attributed views</th>
              <th scope="col">Saves</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.campaignId}>
                <th scope="row">{c.campaignId}</th>
                <td>{number.format(c.pins)}</td>
                <td>{number.format(c.impressions)}</td>
                <td>{number.format(c.clicks)}</td>
                <td>{number.format(c.clickSources)}</td>
                <td>{number.format(c.viewSources)}</td>
                <td>{number.format(c.saves)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { businessHub: PageView<'businessHub'> } = {
  businessHub: ({ data }) => <BusinessHubPage campaigns={data.campaigns} />,
};
