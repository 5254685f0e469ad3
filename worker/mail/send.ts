// Mail to a member (a password reset link) through the `MAIL` send_email binding (Cloudflare Email
// Service; wrangler.toml). The one way the worker sends a secret anywhere: never to a log line.
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';

/** One plain-text message to one address. */
interface Mail {
  /** What the message is, for the log line of a failed send (never its content or its address). */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The sender: no-reply at the public origin's host, a domain onboarded to Email Sending (docs/operations.md#mail). */
const mailSender = (origin: string): string => `no-reply@${new URL(origin).hostname}`;

/**
 * Sends a message after the response (waitUntil), so the answer takes as long whether or not a
 * message goes out. A failed send is logged with the message's kind only: the binding's error may
 * quote the address, and the message holds a secret.
 */
export function sendMail(c: Context<AppEnv>, mail: Mail): void {
  const sending = c.env.MAIL.send({ from: { email: mailSender(publicOrigin(c)), name: 'Pinboard' }, to: mail.to, subject: mail.subject, text: mail.text }).then(
    () => undefined,
    (error: unknown) => console.error({ message: 'mail not sent', kind: mail.kind, error: error instanceof Error ? error.name : 'unknown' }),
  );
  c.executionCtx.waitUntil(sending);
}
