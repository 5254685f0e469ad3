// GET /manifest.webmanifest: the web app manifest that lets a phone (or a desktop browser) install
// the site as an app. Mounted before the viewer: browsers fetch it without cookies, and the answer
// is the same for everyone, so shared caches may keep it for an hour (Workers Cache under `site`).
import { Hono } from 'hono';
import { WEB_APP_MANIFEST_PATH, WEB_APP_MANIFEST_TYPE, webAppManifest } from '#shared/appInstall/manifest.ts';
import type { AppEnv } from '#worker/env.ts';
import { CACHE_TAGS, sharePublicly } from '#worker/lib/sharedCache.ts';

const MANIFEST_BODY = JSON.stringify(webAppManifest());
const MANIFEST_MAX_AGE_S = 3600;

/** The manifest route. */
export function appInstallRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(WEB_APP_MANIFEST_PATH, (c) => {
    const response = c.body(MANIFEST_BODY, 200, { 'Content-Type': WEB_APP_MANIFEST_TYPE });
    sharePublicly(response, { tags: [CACHE_TAGS.site], maxAgeS: MANIFEST_MAX_AGE_S });
    return response;
  });
  return app;
}
