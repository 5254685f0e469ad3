// Page loader of /pin/{id}/comments/: every comment of a pin, paged.
import { parseId } from '#shared/ids.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { pinPath } from '#shared/paths.ts';
import { pinHeadText } from '#shared/seo/pinHead.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { removedPage } from '#worker/closeup/pages.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { type Loader, notFoundPage, pageHead } from '#worker/pages/loader.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { commentsPage } from './resources.ts';

const loadPinComments: Loader = async (c, params) => {
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, viewerUserId(c.var.viewer), { forBot: c.var.viewer.isBot }));
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') return removedPage(params);
  const text = pinHeadText(lookup.pin, SITE_NAME);
  const comments = await commentsPage(c.env.DB, pinId, null, viewerUserId(c.var.viewer));
  return {
    route: 'pinComments',
    params,
    status: 200,
    head: pageHead(`Comments: ${text.title}`, text.description, `${pinPath(lookup.pin.entityId)}comments/`, text.noindex),
    data: { kind: 'pinComments', pin: lookup.pin, comments },
  };
};

/** The comments' loader by route. */
export const commentPages = { pinComments: loadPinComments } satisfies Record<string, Loader>;
