// Advertiser targeting (docs/rules/experiences.md#roles-spec-001-6): advertiser placements pass an advertiserId, the advertiser an
// advertiser's own page is about; an experience targeted at an advertiser shows only to that advertiser (the member whose
// campaigns they are) and the members who manage its ad account.
import { formatId } from '#shared/ids.ts';
import type { PageData } from '#shared/pages.ts';
import type { Viewer } from '#shared/types.ts';
import { adAccountsOf } from '#worker/business/adAccounts.ts';

/** The advertiser's own pages: the business hub (their campaigns), the business dashboards and quick promote. */
const ADVERTISER_PAGES: ReadonlySet<PageData['kind']> = new Set(['businessHub', 'businessDashboard', 'quickPromote']);

/**
 * The advertiserId a page's experiences are asked with: on an advertiser's own page, the member
 * themselves (the hub reports their own campaigns); on a dashboard, a member without a business
 * account of their own acts for the first ad account granted to them.
 */
export async function pageAdvertiserId(db: D1Database, viewer: Viewer, kind: PageData['kind']): Promise<string | undefined> {
  if (!ADVERTISER_PAGES.has(kind) || !viewer.isAuth || viewer.id === null) return undefined;
  if (kind !== 'businessDashboard' || viewer.isPartner) return viewer.id;
  const [granted] = await adAccountsOf(db, viewer);
  return granted ? formatId(granted.id) : viewer.id;
}

/** The advertiserId asked for, when the viewer is that advertiser or manages its ad account; else none. */
export async function permittedAdvertiserId(db: D1Database, viewer: Viewer, requested: string | undefined): Promise<string | undefined> {
  if (!requested || !viewer.isAuth || viewer.id === null) return undefined;
  if (requested === viewer.id) return requested;
  const accounts = await adAccountsOf(db, viewer);
  return accounts.some((a) => formatId(a.id) === requested) ? requested : undefined;
}
