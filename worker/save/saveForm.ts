// A Save form posted before or without JavaScript (RepinResource create with no board): a member whose setting is
// "When I save: Show my boards" lands on the board choice page for that pin (/pin/{id}/repin/, the picker as a plain
// form) instead of a save to Profile, as the script's Save opens the picker; a form posted from that page saves.
import type { Context } from 'hono';
import { parseId } from '#shared/ids.ts';
import { pinPath } from '#shared/paths.ts';
import { savesToProfile } from '#shared/save/boardPicker.ts';
import { formPage, type PageForm } from '#worker/api/forms.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { readUserById } from '#worker/users/userData.ts';

/** The board choice page of a pin, coming back to `origin` once a board is picked. */
const choicePage = (pinEntityId: string, origin: string): string => `${pinPath(pinEntityId)}repin/?origin=${encodeURIComponent(origin)}`;

/** Where a Save form goes instead of saving, or null when it saves (a board given, a visitor, Profile chosen, the choice page's own form). */
export async function saveFormDetour(c: Context<AppEnv>, form: PageForm): Promise<string | null> {
  const me = viewerUserId(c.var.viewer);
  const pinId = parseId<'pin'>(form.options.pin_id);
  if (me === null || c.var.viewer.isLimitedLogin || pinId === null || form.options.board_id) return null;
  const from = formPage(c);
  if (from.startsWith(`${pinPath(form.options.pin_id)}repin/`)) return null;
  const user = await readUserById(c.env.DB, me);
  if (!user || savesToProfile(user.save_behavior)) return null;
  return choicePage(form.options.pin_id, form.next ?? from);
}
