// The head's part in installing the site: the web app manifest, the iPhone's home screen icon and
// the colour the browser paints around the page (the theme's background, both for "system").
import { APP_ICONS, SITE_COLOURS, WEB_APP_MANIFEST_PATH } from '#shared/appInstall/manifest.ts';
import type { Viewer } from '#shared/types.ts';

export function AppHeadLinks({ theme }: { theme: Viewer['theme'] }) {
  return (
    <>
      <link rel="manifest" href={WEB_APP_MANIFEST_PATH} />
      <link rel="apple-touch-icon" href={APP_ICONS.appleTouch.path} />
      {theme === 'system' ? (
        <>
          <meta name="theme-color" media="(prefers-color-scheme: light)" content={SITE_COLOURS.light} />
          <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SITE_COLOURS.dark} />
        </>
      ) : (
        <meta name="theme-color" content={SITE_COLOURS[theme ?? 'light']} />
      )}
    </>
  );
}
