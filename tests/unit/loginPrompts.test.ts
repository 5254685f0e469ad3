// Login prompts (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#roles-spec-001-6; docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#constants-spec-002-9): headers, titles for server prompts, where a
// limited-login flow continues, onboarding steps and the invite landing decision.
import { describe, expect, it } from 'vitest';
import { type InviteMetadata, invitePrompt, sharedByName } from '#shared/invites/landing.ts';
import { onboardingUrl } from '#shared/onboarding/path.ts';
import { nextStep, ONBOARDING_STEPS, resumeStep } from '#shared/onboarding/steps.ts';
import { continueAfterLogin, DEFAULT_LOGIN_HEADER, loginHeader, reasonForTitle, wallWords } from '#shared/save/loginTitles.ts';
import { savedToLink } from '#shared/save/savedTo.ts';
import { upsellForm } from '#shared/save/upsellForm.ts';

describe('login prompt headers (experiences: Messages and where they show, Roles)', () => {
  it.each([
    ['save', 'Log in to save this Pin', 'custom'],
    ['edit', 'Log in to edit this Pin', 'custom'],
    ['follow', 'Log in to follow', 'custom'],
    ['unfollow', 'Log in to unfollow', 'custom'],
    ['create', 'Log in to create a Pin or board', 'custom'],
    ['default', DEFAULT_LOGIN_HEADER, 'default'],
    ['hide', DEFAULT_LOGIN_HEADER, 'default'],
  ])('B10: %s has the header "%s" (%s) (experiences: Messages and where they show)', (reason, text, type) => {
    expect(loginHeader(reason)).toEqual({ text, type });
  });

  it('B10: the default header text (experiences: Messages and where they show)', () => {
    expect(DEFAULT_LOGIN_HEADER).toBe("You're almost there! Log in to access all of the product");
  });

  it('B10: the wall words its header and title for the form it shows: sign up over a sign-up form, log in over a login form', () => {
    expect(wallWords('default', 'login')).toEqual({ header: DEFAULT_LOGIN_HEADER, title: 'Log in to continue' });
    expect(wallWords('default', 'signup')).toEqual({ header: "You're almost there! Sign up to access all of the product", title: 'Sign up to continue' });
    // An action with its own header: the title says it, no second line.
    expect(wallWords('follow', 'signup')).toEqual({ header: null, title: 'Sign up to follow' });
  });
});

describe('the client reads the title a refusal carries (closeup-and-visitors: Constants)', () => {
  it('an exact title names its action; anything else is the default (closeup-and-visitors: Constants)', () => {
    expect(reasonForTitle('Log in to hide this Pin')).toBe('hide');
    expect(reasonForTitle('Log in to create a board')).toBe('createBoard');
    expect(reasonForTitle('Log in to comment.')).toBe('default');
  });
});

describe('limited-login continuation (closeup-and-visitors: Routes and screens)', () => {
  it('C28: a save prompt continues to /pin/{id}/repin/, an edit prompt to /pin/{id}/edit/ (closeup-and-visitors: Routes and screens)', () => {
    expect(continueAfterLogin('save', '42')).toBe('/pin/42/repin/');
    expect(continueAfterLogin('edit', '42')).toBe('/pin/42/edit/');
    expect(continueAfterLogin('follow', '42')).toBeNull();
    expect(continueAfterLogin('save', undefined)).toBeNull();
    expect(continueAfterLogin('save', '../x')).toBeNull();
  });

  it('A23: the saved overlay links the board, or /me/ after a quick save', () => {
    expect(savedToLink({ board: { id: '1', url: '/a/b/', name: 'B', layout: 'default', privacy: 'public' } })).toEqual({ text: 'B', href: '/a/b/' });
    expect(savedToLink({ board: { id: '1', url: '/a/quick-saves/', name: 'Quick Saves', layout: 'quick_saves', privacy: 'secret' } })).toEqual({
      text: 'Profile',
      href: '/me/',
    });
  });
});

describe('onboarding steps (closeup-and-visitors: Constants)', () => {
  it('C57: the steps in order, each followed by the next; resumes at a stored step, else the first (closeup-and-visitors: Constants)', () => {
    expect(ONBOARDING_STEPS).toEqual(['Gender', 'InterestPicker', 'UseCase', 'PinPicker', 'LoadingStep', 'AppInstall']);
    expect(nextStep('PinPicker')).toBe('LoadingStep');
    expect(nextStep('AppInstall')).toBeNull();
    expect(resumeStep('UseCase')).toBe('UseCase');
    expect(resumeStep('bogus')).toBe('Gender');
    expect(resumeStep(null)).toBe('Gender');
    expect(onboardingUrl('/')).toBe('/onboarding/');
    expect(onboardingUrl('/pin/1/')).toBe('/onboarding/?next=%2Fpin%2F1%2F');
  });
});

describe('invite landing (closeup-and-visitors: States and actions)', () => {
  const meta = (channel: number, messaging = true, first = 'Ada'): InviteMetadata => ({
    sender: { id: '7', first_name: first, full_name: `${first} Lovelace`, image_medium_url: null, is_default_image: true, should_show_messaging: messaging },
    invite_channel: channel,
    pin_id: '1',
  });
  const out = { isAuth: false, id: null, isMobile: false };

  it('C30: signed-out desktop visitors get the popover, unless the channel is 5, 9, 12 or 16 (closeup-and-visitors: States and actions)', () => {
    expect(invitePrompt(out, meta(1))).toBe('popover');
    for (const c of [5, 9, 12, 16]) expect(invitePrompt(out, meta(c))).toBeNull();
    expect(invitePrompt({ ...out, isMobile: true }, meta(1))).toBeNull();
  });

  it('C30: a signed-in viewer other than the sender gets the toast where messaging is allowed; never the sender (closeup-and-visitors: States and actions)', () => {
    expect(invitePrompt({ isAuth: true, id: '8', isMobile: false }, meta(1))).toBe('toast-desktop');
    expect(invitePrompt({ isAuth: true, id: '8', isMobile: true }, meta(5))).toBe('toast-mobile');
    expect(invitePrompt({ isAuth: true, id: '8', isMobile: false }, meta(1, false))).toBeNull();
    expect(invitePrompt({ isAuth: true, id: '7', isMobile: false }, meta(1))).toBeNull();
  });

  it('C30: missing data clears the prompt (closeup-and-visitors: Errors)', () => {
    expect(invitePrompt(out, null)).toBeNull();
  });

  it('A47: the shared-by name is the first name cut at 30, only when not empty (closeup-and-visitors: Entities)', () => {
    expect(sharedByName(meta(1, true, 'A'.repeat(40)))).toBe('A'.repeat(30));
    expect(sharedByName(meta(1, true, '  '))).toBeNull();
    expect(sharedByName(null)).toBeNull();
  });
});

describe('the upsell form (pin-card: Sign-up and login upsell)', () => {
  it.each([
    ['a visitor on a phone', 'signup', { isAuth: false, isMobile: true }, false],
    ['a visitor on a phone, sign-up asked', 'signup', { isAuth: false, isMobile: true }, true],
    ['a visitor on a desktop', 'login', { isAuth: false, isMobile: false }, false],
    ['a visitor on a desktop, sign-up asked (an invite)', 'signup', { isAuth: false, isMobile: false }, true],
    ['a limited login on a phone', 'login', { isAuth: true, isMobile: true }, false],
  ])('A13: %s gets the %s form', (_who, form, viewer, asked) => {
    expect(upsellForm(viewer, asked)).toBe(form);
  });
});
