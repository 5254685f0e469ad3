// The document's body: rendered by the worker with React's streaming renderer after the head the worker
// writes itself (worker/pages/documentStart.ts), and hydrated on <body> by client/main.tsx. Its state
// travels in a JSON script the worker writes (worker/pages/embeddedState.ts).

import type { DocumentState } from '#shared/pages.ts';
import { App } from './App.tsx';
import type { RenderablePage } from './pageTypes.ts';

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

/**
 * What <body> holds. Its first element is the skip link, never a head element (a script, link or meta), so the
 * parser closes the worker's <head> there: the page's title and meta, which React writes before it, stay in the head.
 */
export function DocumentBody({ state, page, stateJson }: DocumentProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <App viewer={state.viewer} page={page} origin={state.origin} experiences={state.experiences} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by shared/safeJson.ts (worker/pages/embeddedState.ts), the one place that does it */}
      <script type="application/json" id={DOCUMENT_STATE_ID} dangerouslySetInnerHTML={{ __html: stateJson }} />
    </>
  );
}
