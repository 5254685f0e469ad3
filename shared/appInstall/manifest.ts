// The site installs as an app (there is no native one): the web app manifest the worker serves,
// its icons (drawn at build time by scripts/appIcons.ts) and the colours the browser paints around
// the installed site. The colours are the site's CSS tokens (client/styles.css, theme.css); a unit
// test keeps them equal.
import { SITE_NAME } from '../pages.ts';

/** Where the worker serves the manifest, linked from every page's head. */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json';

/** The site's colours: --bg of the light and dark themes, and --accent (the mark's red). */
export const SITE_COLOURS = { light: '#ffffff', dark: '#111111', accent: '#c8102e' } as const;

/** One icon file of the installed site; `maskable` ones keep the mark inside the 80 % safe zone. */
export interface AppIcon {
  path: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** The icons the build draws: the manifest's (192, 512, maskable 512) and the iPhone's home screen one (180). */
export const APP_ICONS = {
  small: { path: '/app-icons/icon-192.png', size: 192, purpose: 'any' },
  large: { path: '/app-icons/icon-512.png', size: 512, purpose: 'any' },
  maskable: { path: '/app-icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  appleTouch: { path: '/app-icons/apple-touch-icon-180.png', size: 180, purpose: 'maskable' },
} as const satisfies Record<string, AppIcon>;

/** The web app manifest (https://www.w3.org/TR/appmanifest/). */
export function webAppManifest() {
  return {
    id: '/',
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: 'Find ideas to try and save them to your boards.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SITE_COLOURS.light,
    background_color: SITE_COLOURS.light,
    icons: [APP_ICONS.small, APP_ICONS.large, APP_ICONS.maskable].map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
