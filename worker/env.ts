// The Hono environment of this worker: the generated bindings plus what middleware sets per request.
import type { Viewer } from '#shared/types.ts';
import type { ViewerStates } from './experiences/states.ts';

export interface AppVariables {
  viewer: Viewer;
  /** Set first, by the request log: ties a request's log lines and its error page together. */
  requestId: string;
  /** Set by the secure-headers middleware; passed to React's renderer and every inline script. */
  secureHeadersNonce?: string;
  /** The signed-in viewer's settings JSON, read with their session (one statement for both); unset when signed out. */
  viewerSettings?: string | null;
  /** A signed-in viewer's experience states, read with their session when the request may render a page; unset otherwise. */
  viewerExperienceStates?: ViewerStates;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
