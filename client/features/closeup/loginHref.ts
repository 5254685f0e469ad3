// Where a signed-out visitor logs in from a pin's closeup, coming back to the pin after.
import { pinPath } from '#shared/paths.ts';

export const loginHref = (pinId: string): string => `/login?next=${encodeURIComponent(pinPath(pinId))}`;
