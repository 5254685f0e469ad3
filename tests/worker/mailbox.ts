// The mail the worker hands to its `MAIL` send_email binding (worker/mail/send.ts), read by the
// tests: the vitest pool gives no way to read what wrangler's local binding stores, so a spy
// records each message and passes it on to the real binding, which still parses and stores it.
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';

/** One message as the worker sent it (the builder form: from, to, subject, text). */
export interface SentMail {
  from: { email: string; name: string } | string;
  to: string | string[];
  subject: string;
  text?: string;
}

/** Starts recording the messages sent from now on; `restore()` stops. */
export function openMailbox() {
  const send = vi.spyOn(env.MAIL, 'send');
  const sent = () => send.mock.calls.map(([message]) => message as SentMail);
  return {
    sent,
    /** The messages to one address so far. */
    to: (address: string): SentMail[] => sent().filter((m) => m.to === address),
    /** The reset code of the last mail to an address (the `#token=` of its link), or an error when there is none. */
    resetToken(address: string): string {
      const last = sent()
        .filter((m) => m.to === address)
        .at(-1);
      const token = /\/password\/reset\/#token=([A-Za-z0-9_-]+)/.exec(last?.text ?? '')?.[1];
      if (!token) throw new Error(`no reset link mailed to ${address}`);
      return token;
    },
    restore: () => send.mockRestore(),
  };
}
