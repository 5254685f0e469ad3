// The HTML document: rendered by the worker with React's streaming renderer and hydrated as a
// whole by client/main.tsx. Its state travels in a JSON script the worker writes (worker/pages/embeddedState.ts).

import { AppHeadLinks } from '#client/features/appInstall/AppHeadLinks.tsx';
import type { DocumentState } from '#shared/pages.ts';
import { App } from './App.tsx';
import type { RenderablePage } from './pageTypes.ts';

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the color-scheme of each theme, so form controls and scrollbars match from the first byte. */
const COLOR_SCHEME = { light: 'light', dark: 'dark', system: 'light dark' } as const;

/** Id of the script element that carries the document state for hydration. */
export const DOCUMENT_STATE_ID = '__STATE__';

export interface DocumentProps {
  state: Omit<DocumentState, 'page'> & { origin: string };
  page: RenderablePage;
  /**
   * The state embedded for hydration, as JSON escaped for a script element: made once by the worker
   * (worker/pages/embeddedState.ts), and on hydration the very text the page carries.
   */
  stateJson: string;
}

export function Document({ state, page, stateJson }: DocumentProps) {
  return (
    <html lang="en" data-theme={state.viewer.theme ?? 'light'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={COLOR_SCHEME[state.viewer.theme ?? 'light']} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <AppHeadLinks theme={state.viewer.theme} />
        {state.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* No script is named here: the entry and the page's chunks load once the first screen has painted (worker/pages/bootstrap.ts). */}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <App viewer={state.viewer} page={page} origin={state.origin} experiences={state.experiences} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by shared/safeJson.ts (worker/pages/embeddedState.ts), the one place that does it */}
        <script type="application/json" id={DOCUMENT_STATE_ID} dangerouslySetInnerHTML={{ __html: stateJson }} />
      </body>
    </html>
  );
}
