// The start of every page's HTML, up to the page's own head tags: what depends on no data (the theme, the
// stylesheets), written by the worker and sent before the page's data is read (docs/performance.md#head-first).
// React renders the rest into <body> (./render.tsx): its head tags (title, meta, canonical) come first in what
// it writes, so the parser keeps them in this <head>, and its first body element opens <body>.
import { APP_ICONS, SITE_COLOURS, WEB_APP_MANIFEST_PATH } from '#shared/appInstall/manifest.ts';
import { escapeHtml } from '#shared/sanitizeHtml.ts';
import type { Viewer } from '#shared/types.ts';

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the color-scheme of each theme, so form controls and scrollbars match from the first byte. */
const COLOR_SCHEME = { light: 'light', dark: 'dark', system: 'light dark' } as const;

/** The colour the browser paints around the page: the theme's background, both for "system". */
function themeColour(theme: NonNullable<Viewer['theme']>): string {
  if (theme !== 'system') return `<meta name="theme-color" content="${SITE_COLOURS[theme]}"/>`;
  return (['light', 'dark'] as const)
    .map((scheme) => `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${SITE_COLOURS[scheme]}"/>`)
    .join('');
}

/**
 * The document up to its open <head>'s data-free tags: charset, viewport, colour scheme, icons, the web app
 * manifest and the page's stylesheets (in React's precedence, so a stylesheet React adds later orders after them).
 * @example documentStart('dark', ['/assets/main-abc.css'])
 */
export function documentStart(theme: Viewer['theme'], styles: readonly string[]): string {
  const chosen = theme ?? 'light';
  const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-precedence="default"/>`).join('');
  return (
    `<!DOCTYPE html><html lang="en" data-theme="${chosen}"><head><meta charSet="utf-8"/>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
    + `<meta name="color-scheme" content="${COLOR_SCHEME[chosen]}"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`
    + `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}"/><link rel="apple-touch-icon" href="${APP_ICONS.appleTouch.path}"/>`
    + `${themeColour(chosen)}${links}`
  );
}

/** The end of every page's HTML, after React's part. */
export const DOCUMENT_END = '</body></html>';
