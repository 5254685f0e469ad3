// Page loaders of the creation tools and the pin editor (issue 14, spec 002 §2): the six creation
// routes and /pin/create/ lead to the pin builder or the story builder; /pin/{id}/edit/ is the
// editor of a pin its creator may change. Signed-out visitors get the login page, back here after.
import { SITE_NAME } from '#shared/pages.ts';
import type { RouteName } from '#shared/routes.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import type { ServerPageState } from '#worker/pages/loaders.ts';
import { readPin } from './pinData.ts';

/** The login page, coming back to `next` once signed in. */
const loginFirst = (route: RouteName, params: Record<string, string>, next: string): ServerPageState => ({
  route,
  params,
  status: 200,
  head: head('Log in to create a Pin or board', `Log in to ${SITE_NAME} to create Pins.`, null, true),
  data: { kind: 'login', next },
});

function builder(route: RouteName, kind: 'pinBuilder' | 'storyBuilder'): Loader<ServerPageState> {
  return async (c, params) => {
    if (!c.var.viewer.isAuth) return loginFirst(route, params, kind === 'pinBuilder' ? '/pin-builder/' : '/idea-pin-builder/');
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

/** /pin/{id}/edit/: the pin's creator edits it; everyone else gets 404 (signed-out visitors log in first). */
const pinEdit: Loader<ServerPageState> = async (c, params) => {
  const viewerId = c.var.viewer.id;
  if (!viewerId) return loginFirst('pinEdit', params, `/pin/${params.pinId}/edit/`);
  const lookup = await readPin(c.env.DB, params.pinId, viewerId, { forBot: false });
  if (lookup.status !== 'found' || lookup.pin.pinner.entityId !== viewerId) return notFoundPage();
  return {
    route: 'pinEdit',
    params,
    status: 200,
    head: head('Edit Pin', 'Edit your Pin.', null, true),
    data: { kind: 'pinEdit', pin: lookup.pin },
  };
};

/** The creation and pin edit page loaders by route. */
export const pinPages = {
  pinBuilder: builder('pinBuilder', 'pinBuilder'),
  pinCreationTool: builder('pinCreationTool', 'pinBuilder'),
  pinCreate: builder('pinCreate', 'pinBuilder'),
  pinEditor: builder('pinEditor', 'pinBuilder'),
  ideaPinBuilder: builder('ideaPinBuilder', 'storyBuilder'),
  storyPinBuilder: builder('storyPinBuilder', 'storyBuilder'),
  ideaAdsTool: builder('ideaAdsTool', 'storyBuilder'),
  pinEdit,
};
