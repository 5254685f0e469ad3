// The Hono environment of this worker: the generated bindings plus what middleware sets per request.
import type { Viewer } from '#shared/types.ts';
import type { KnownStates } from './experiences/states.ts';

export interface AppVariables {
  viewer: Viewer;
  /** Set first, by the request log: ties a request's log lines and its error page together. */
  requestId: string;
  /** Set by the secure-headers middleware; passed to React's renderer and every inline script. */
  secureHeadersNonce?: string;
  /** The signed-in viewer's settings JSON, read with their session (one statement for both); unset when signed out. */
  viewerSettings?: string | null;
  /**
   * The viewer's experience states when the request may render a page: a member's, read with their session; a
   * returning visitor's, a reader whose statement rides with the page's first D1 batch; none for a first visit.
   */
  viewerExperienceStates?: KnownStates;
  /**
   * The D1 bookmark a crawler's page to be kept reads from (the last removal from public view's, botPageCache): the
   * request's session starts there (worker/middleware/d1Session.ts).
   */
  readFrom?: string;
  /** A person's page being loaded before its head has gone (worker/pages/headGate.ts). */
  headGate?: HeadGate;
}

/** A person's page being loaded, its head not sent yet (worker/pages/headGate.ts). */
export interface HeadGate {
  /** Whether the route's status depends on its data (`readsStatus`): its loader may make status reads. */
  readonly mayReadStatus: boolean;
  /** Status reads in flight: their round trips go before the head. */
  statusReads: number;
  /** Sends the head; null once sent. */
  send: (() => void) | null;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
