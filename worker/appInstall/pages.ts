// The loader of /app/ ("Get the app"): how to install the site on a phone's home screen. The same
// page for everyone; where the app upsell bar and onboarding's AppInstall step lead.

import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import { titledHead as head, type Loader } from '#worker/pages/loader.ts';

const loadAppInstall: Loader = async (_c, params) => ({
  route: 'appInstall',
  params,
  status: 200,
  head: head('Get the app', 'Install Pinboard on your phone: add it to your home screen and it opens like an app.', APP_INSTALL_URL),
  data: { kind: 'appInstall' },
});

/** The /app/ loader by route. */
export const appInstallPages = { appInstall: loadAppInstall } satisfies Record<string, Loader>;
