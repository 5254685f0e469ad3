// The Hono environment of this worker: the generated bindings plus what middleware sets per request.
import type { Viewer } from '#shared/types.ts';

export interface AppVariables {
  viewer: Viewer;
  /** Set first, by the request log: ties a request's log lines and its error page together. */
  requestId: string;
  /** Set by the secure-headers middleware; passed to React's renderer and every inline script. */
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
