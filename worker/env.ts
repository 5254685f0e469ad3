// The Hono environment of this worker: the generated bindings plus what middleware sets per request.
import type { Viewer } from '#shared/types.ts';

export interface AppVariables {
  viewer: Viewer;
  /** Set by the secure-headers middleware; passed to React's renderer and every inline script. */
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
