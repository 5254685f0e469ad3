// The login prompt header (spec 001 §2.11, §6) for the login modal: the gated action's custom
// header, else the default; nothing for signed-in viewers.
import { loginPromptHeader } from '#shared/experiences/loginPrompt.ts';
import type { Viewer } from '#shared/types.ts';

export function LoginPromptHeader({ reason, viewer }: { reason: string; viewer: Viewer }) {
  const header = loginPromptHeader(reason, viewer.isAuth);
  return header ? <h2 className="login-prompt__header">{header}</h2> : null;
}
