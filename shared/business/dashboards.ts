// The business dashboards of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 (`/business/{path}/`): what each shows over the ad
// accounts a member may manage, and who may open them. The spec does not show the access rules;
// ours: business accounts and the members an ad account's admin invited see the accounts they
// manage, employees see every ad account, personal members are refused (403) with the way to
// convert, and signed-out visitors are asked to log in.

export interface BusinessDashboard {
  /** The path under /business/, without slashes at the ends. */
  path: string;
  title: string;
  description: string;
}

/** Every dashboard the catalogue names, in the order of the business navigation. */
export const BUSINESS_DASHBOARDS: readonly BusinessDashboard[] = [
  { path: 'business-manager', title: 'Business manager', description: 'Your ad accounts, their campaigns and promoted Pins at a glance.' },
  { path: 'business-access', title: 'Business access', description: 'The ad accounts you can manage and your role in each.' },
  { path: 'business-hierarchy', title: 'Business hierarchy', description: 'Each ad account with its campaigns and how many Pins each promotes.' },
  { path: 'managers', title: 'Managers', description: 'Who may manage each of your ad accounts.' },
  { path: 'invite', title: 'Invite a manager', description: 'Give another member access to one of your ad accounts.' },
  { path: 'asset-groups', title: 'Asset groups', description: 'The boards of each ad account, grouped by account.' },
  { path: 'catalogs', title: 'Catalogs', description: 'Product Pins of your ad accounts, with price and stock.' },
  { path: 'shared-tags', title: 'Shared tags', description: 'The interests your campaigns target, across ad accounts.' },
  { path: 'audiences', title: 'Audiences', description: 'The signals your campaigns reach people with, by campaign.' },
  { path: 'brand-safety', title: 'Brand safety', description: 'Where your promoted Pins lead, and whether each destination is safe (https).' },
  { path: 'invoice-management', title: 'Invoices', description: 'Monthly amounts for your campaigns, from impressions and clicks.' },
  { path: 'business_security', title: 'Business security', description: 'The managers of your ad accounts and their signed-in sessions.' },
  { path: 'security', title: 'Security', description: 'Your own signed-in sessions and how to sign out everywhere.' },
  {
    path: 'ad-accounts/cee-migration',
    title: 'Ad account migration',
    description: 'Ad accounts billed in a country whose billing moves to the regional entity.',
  },
  { path: 'schedule_call', title: 'Schedule a call', description: 'Ask our team to call you about your campaigns.' },
  { path: 'commerce-integrations', title: 'Commerce integrations', description: 'The shop websites connected to your ad accounts.' },
];

/** The dashboard at a path under /business/, or undefined. */
export function businessDashboard(path: string): BusinessDashboard | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return BUSINESS_DASHBOARDS.find((d) => d.path === clean);
}

/** Who is asking for a business page. */
export interface BusinessViewer {
  isAuth: boolean;
  isPartner: boolean;
  isEmployee: boolean;
  /** Ad accounts this member was given access to (business_access rows). */
  managedAccounts: number;
}

export type BusinessAccess = 'login' | 'refused' | 'allowed';

/** Whether a viewer may open the business dashboards. */
export function businessAccess(viewer: BusinessViewer): BusinessAccess {
  if (!viewer.isAuth) return 'login';
  return viewer.isEmployee || viewer.isPartner || viewer.managedAccounts > 0 ? 'allowed' : 'refused';
}

/** A table of a dashboard: plain cells, the first column names the row. */
export interface DashboardTable {
  caption: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** The ad accounts a dashboard form may act on (invite: those the viewer administers). */
export interface AdAccountChoice {
  id: string;
  name: string;
}

export interface BusinessDashboardView {
  dashboard: BusinessDashboard;
  tables: DashboardTable[];
  /** The form the dashboard carries, if any. */
  form: { kind: 'invite'; accounts: AdAccountChoice[] } | { kind: 'scheduleCall' } | null;
}

/** The monthly amount of a campaign in cents: 2 $ per thousand impressions and 0.30 $ per click. */
export function campaignAmountCents(impressions: number, clicks: number): number {
  return Math.round(impressions * 0.2) + clicks * 30;
}

/** Countries whose ad accounts move to the regional billing entity (the cee-migration dashboard). */
export const CEE_COUNTRIES: ReadonlySet<string> = new Set(['PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'HR', 'SI', 'EE', 'LV', 'LT']);

/** The advertiser id an ad account's promoted Pins carry (the demo data's rule). */
export function advertiserIdOf(userId: number): string {
  return String(549_755_800_000 + userId * 7);
}
