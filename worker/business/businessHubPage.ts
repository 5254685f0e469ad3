// The /business/hub/ page loader: the signed-in advertiser's campaign report.
import type { Context } from 'hono';
import { SITE_NAME } from '#shared/pages.ts';
import { readCampaignReports } from '#worker/ads/campaigns.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import type { ServerPageState } from '#worker/pages/loader.ts';

/** Loads the business hub; signed-out viewers get the page with a sign-in prompt. */
export async function loadBusinessHub(c: Context<AppEnv>, params: Record<string, string>): Promise<ServerPageState> {
  const viewer = c.var.viewer;
  const viewerId = viewerUserId(viewer);
  const campaigns = viewer.isAuth && viewerId !== null ? await readCampaignReports(c.env.DB, viewerId) : null;
  return {
    route: 'businessHub',
    params,
    status: 200,
    head: {
      title: `Business hub | ${SITE_NAME}`,
      description: 'Your campaigns: impressions, clicks and attribution.',
      canonical: '/business/hub/',
      noindex: true,
    },
    data: { kind: 'businessHub', campaigns },
  };
}
