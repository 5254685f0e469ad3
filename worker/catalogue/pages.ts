// The remaining catalogue entries of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: /tv/studio and /_/storyboard open the story
// builder (video and story creation), /oauth and /app-factory-oauth answer app sign-in links (no
// third-party app is registered, so every link is refused with a 400 that says why), and
// /unauth-profile is the signed-out entry to one's profile.
import { SITE_NAME } from '#shared/pages.ts';
import { profilePath, type RouteName } from '#shared/routes.ts';
import { titledHead as head, type Loader } from '#worker/pages/loader.ts';

/** The story builder, for members (shared/pageRoutes.ts). */
function storyStudio(route: RouteName): Loader {
  return async (_c, params) => ({
    route,
    params,
    status: 200,
    head: head('Create a story Pin', 'Make a story Pin of several pages and videos.', null, true),
    data: { kind: 'storyBuilder' },
  });
}

function appSignIn(route: RouteName): Loader {
  return async (c, params) => {
    const clientId = c.req.query('client_id');
    const message = clientId
      ? `No app called "${clientId.slice(0, 60)}" is registered with ${SITE_NAME}, so it cannot connect to your account.`
      : 'This sign-in link does not say which app wants to connect to your account (it has no client_id).';
    return {
      route,
      params,
      status: 400,
      head: head('Connect an app', message, null, true),
      data: {
        kind: 'notice',
        title: 'This app cannot connect',
        paragraphs: [message, 'Nothing was shared. If you followed this link from an app, tell its makers.'],
        actions: [{ label: 'Go to the home feed', href: '/' }],
      },
    };
  };
}

const unauthProfile: Loader = async (c, params) => {
  const username = c.var.viewer.username;
  return {
    route: 'unauthProfile',
    params,
    status: 200,
    head: head('Your profile', 'Log in to see your boards and Pins.', null, true),
    data: {
      kind: 'notice',
      title: username ? `You are logged in as ${username}` : 'Your profile',
      paragraphs: username
        ? ['Your boards, Pins and saves are on your profile.']
        : ['Log in to see your boards, Pins and saves, or sign up to start your own.'],
      actions: username
        ? [{ label: 'Go to your profile', href: profilePath(username) }]
        : [
            { label: 'Log in', href: '/login/' },
            { label: 'Sign up', href: '/signup/' },
          ],
    },
  };
};

/** The remaining catalogue loaders by route. */
export const cataloguePages = {
  tvStudio: storyStudio('tvStudio'),
  storyboard: storyStudio('storyboard'),
  oauth: appSignIn('oauth'),
  appFactoryOauth: appSignIn('appFactoryOauth'),
  unauthProfile,
} satisfies Record<string, Loader>;
