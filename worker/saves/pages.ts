// The repin editor page the save toast's Change and Organize open (spec 000 §2).
import { isId } from '#shared/ids.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import type { ServerPageState } from '#worker/pages/loaders.ts';
import { readPin } from '#worker/pins/pinData.ts';

/** The repin editor the save toast's Change and Organize open: the viewer's own saved pin. */
const repinEdit: Loader<ServerPageState> = async (c, params) => {
  const viewerId = c.var.viewer.id;
  const lookup = viewerId ? await readPin(c.env.DB, params.pinId, viewerId, { forBot: false }) : null;
  if (lookup?.status !== 'found' || lookup.pin.pinner.entityId !== viewerId || !lookup.pin.board) return notFoundPage();
  const original = c.req.query('originalPinId');
  return {
    route: 'pinRepin',
    params,
    status: 200,
    head: head('Edit your save', 'Move this Pin to another board.', null, true),
    data: { kind: 'repinEdit', pin: lookup.pin, originalPinId: original && isId(original) ? original : null },
  };
};

/** The save page loaders by route. */
export const savePages = { pinRepin: repinEdit };
