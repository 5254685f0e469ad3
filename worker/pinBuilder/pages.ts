// Page loaders of the creation tools and the pin editor (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the six creation
// routes and /pin/create/ lead to the pin builder or the story builder; /pin/{id}/edit/ is the
// editor of a pin its creator may change. Members only (shared/pageRoutes.ts).
import { formatId, parseId } from '#shared/ids.ts';
import type { RouteName } from '#shared/routes.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import { readPin } from '#worker/pins/pinData.ts';

function builder(route: RouteName, kind: 'pinBuilder' | 'storyBuilder'): Loader {
  return async (_c, params) => {
    return {
      route,
      params,
      status: 200,
      head:
        kind === 'pinBuilder'
          ? head('Create Pin', 'Upload a picture and make it a Pin.', '/pin-builder/', true)
          : head('Create a story Pin', 'Make a story Pin of several pages.', '/idea-pin-builder/', true),
      data: { kind },
    };
  };
}

/** /pin/{id}/edit/: the pin's creator edits it; every other member gets 404. */
const pinEdit: Loader = async (c, params) => {
  const viewerId = memberOf(c);
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, viewerId, { forBot: false }));
  if (lookup.status !== 'found' || lookup.pin.pinner.entityId !== formatId(viewerId)) return notFoundPage();
  return {
    route: 'pinEdit',
    params,
    status: 200,
    head: head('Edit Pin', 'Edit your Pin.', null, true),
    data: { kind: 'pinEdit', pin: lookup.pin },
  };
};

/** The creation and pin edit page loaders by route. */
export const pinBuilderPages = {
  pinBuilder: builder('pinBuilder', 'pinBuilder'),
  pinCreationTool: builder('pinCreationTool', 'pinBuilder'),
  pinCreate: builder('pinCreate', 'pinBuilder'),
  pinEditor: builder('pinEditor', 'pinBuilder'),
  ideaPinBuilder: builder('ideaPinBuilder', 'storyBuilder'),
  storyPinBuilder: builder('storyPinBuilder', 'storyBuilder'),
  ideaAdsTool: builder('ideaAdsTool', 'storyBuilder'),
  pinEdit,
};
