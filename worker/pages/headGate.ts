// When a person's head goes (docs/decisions/021-head-before-data.md): at their page loader's first D1 round trip,
// before it is read, unless that read decides the page's status (`statusRead`, only on a route whose declaration says
// `readsStatus`, shared/pageRoutes.ts). The one rule for every page: the request's D1 session calls `beforeD1Read`
// before each round trip (worker/middleware/d1Session.ts); the page pipeline opens the gate (worker/pages/routes.ts).
import type { Context } from 'hono';
import type { AppEnv, HeadGate } from '#worker/env.ts';

/** Called by the request's D1 session before each round trip: a person's head goes now, unless this read decides its status. */
export function beforeD1Read(c: Context<AppEnv>): void {
  const gate = c.var.headGate;
  if (!gate?.send || gate.statusReads > 0) return;
  const send = gate.send;
  gate.send = null;
  send();
}

/**
 * Runs `read`, a read that decides the page's status (a missing entity's 404, a refusal), before a person's head goes.
 * Only a route declared `readsStatus` may (a bug otherwise: its head would wait); every other caller (the page
 * resource, a crawler's page) just reads.
 * @example const user = await statusRead(c, () => readUserByUsername(c.env.DB, params.username));
 */
export async function statusRead<T>(c: Context<AppEnv>, read: () => Promise<T>): Promise<T> {
  const gate = c.var.headGate;
  if (!gate?.send) return read();
  if (!gate.mayReadStatus) throw new Error(`${c.req.path}: a status read on a route not declared readsStatus (shared/pageRoutes.ts)`);
  gate.statusReads += 1;
  try {
    return await read();
  } finally {
    gate.statusReads -= 1;
  }
}

/**
 * Loads a person's page with the gate open: `sent` resolves when the loader first reads its data (the head must go
 * now, with status 200), `page` when the loader answers (before `sent`: the page goes whole with its own status).
 */
export function gatedLoad<T>(c: Context<AppEnv>, mayReadStatus: boolean, load: () => Promise<T>): { sent: Promise<'sent'>; page: Promise<T> } {
  let sent!: () => void;
  const headSent = new Promise<'sent'>((resolve) => {
    sent = () => resolve('sent');
  });
  const gate: HeadGate = { mayReadStatus, statusReads: 0, send: sent };
  c.set('headGate', gate);
  const page = load().finally(() => {
    gate.send = null;
  });
  return { sent: headSent, page };
}
