// /onboarding/: the new member's onboarding, resumed at the stored step (docs/rules/closeup-and-visitors.md#constants-spec-002-9). Signed-out
// visitors are sent to sign up first.
import { formatId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { redirectPath } from '#shared/redirects.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { titledHead as head, type Loader } from '#worker/pages/loader.ts';
import { readInterestChoices } from './onboardingData.ts';
import { onboardingView } from './resources.ts';

const onboarding: Loader = async (c, params) => {
  const next = redirectPath(c.req.query('next')) ?? '/';
  const viewerId = viewerUserId(c.var.viewer);
  if (!viewerId || !c.var.viewer.isAuth) {
    return {
      route: 'signup',
      params: {},
      status: 200,
      head: head('Sign up', 'Join to save ideas.', '/signup/', true),
      data: { kind: 'signup', next: '/onboarding/' },
    };
  }
  const [view, interests] = await Promise.all([onboardingView(c, viewerId), readInterestChoices(c.env.DB)]);
  return {
    route: 'onboarding',
    params,
    status: 200,
    head: head('Welcome', 'Tell us what you like to see ideas for you.', null, true),
    data: {
      kind: 'onboarding',
      state: view.state,
      pins: view.pins,
      next,
      interests: interests.map((i) => ({
        id: formatId(i.id),
        name: i.name,
        imageUrl: i.image_signature && i.ext ? imageUrl('236x', i.image_signature, i.ext) : null,
      })),
    },
  };
};

export const onboardingPages = { onboarding };
