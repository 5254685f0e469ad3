// The repin editor page the save toast's Change and Organize open (docs/rules/pin-card.md#screens-and-routes-spec-000-2).
import { formatId, parseId, type UserId } from '#shared/ids.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { loadRetrievalHub } from './retrievalHubPage.ts';

/** The boards a member may save to, most recently saved to first, for the page's board list (the picker without JavaScript). */
async function saveableBoards(env: Env, viewerId: UserId): Promise<Array<{ entityId: string; name: string }>> {
  const { boards } = await listUserBoards(env.DB, viewerId, viewerId, {
    privacyFilter: 'all',
    sort: 'last_pinned_to',
    groupBy: 'none',
    includeArchived: false,
    filterStories: false,
    filterAllPins: true,
    filterShoppingList: false,
    profileFilter: 'NONE',
    offset: 0,
    pageSize: 100,
  });
  return boards.filter((b) => b.canSave).map((b) => ({ entityId: b.entityId, name: b.name }));
}

/**
 * /pin/{id}/repin/: the repin editor the save toast's Change and Organize open (the viewer's own
 * saved pin), else the one-tap save page of docs/rules/pin-card.md#screens-and-routes-spec-000-2 for any pin the viewer may see (where a
 * limited-login save continues after sign-in, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
 */
const repinEdit: Loader = async (c, params) => {
  const viewerId = viewerUserId(c.var.viewer);
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, viewerId, { forBot: c.var.viewer.isBot }));
  if (lookup.status !== 'found') return notFoundPage();
  if (!viewerId || lookup.pin.pinner.entityId !== formatId(viewerId) || !lookup.pin.board) {
    const origin = c.req.query('origin');
    const boards = viewerId && !c.var.viewer.isLimitedLogin ? await saveableBoards(c.env, viewerId) : [];
    return {
      route: 'pinRepin',
      params,
      status: 200,
      head: head('Save this Pin', 'Save this Pin to a board or your profile.', null, true),
      data: { kind: 'oneTapSave', pin: lookup.pin, isOneTapSave: true, origin: origin?.startsWith('/') && !origin.startsWith('//') ? origin : null, boards },
    };
  }
  const original = parseId<'pin'>(c.req.query('originalPinId'));
  return {
    route: 'pinRepin',
    params,
    status: 200,
    head: head('Edit your save', 'Move this Pin to another board.', null, true),
    data: { kind: 'repinEdit', pin: lookup.pin, originalPinId: original === null ? null : formatId(original) },
  };
};

/** The save page loaders by route. */
export const savePages = { pinRepin: repinEdit, retrievalHub: loadRetrievalHub };
