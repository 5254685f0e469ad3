// Small builders for card-rule tests: a plain image pin, a viewer and a card context.
import { EXPERIMENTS } from '#shared/experiments.ts';
import type { CardContext, CardSurface } from '#shared/pinCard/context.ts';
import type { BoardSummary, Pin, UserSummary, Viewer } from '#shared/types.ts';

export const user = (o: Partial<UserSummary> = {}): UserSummary => ({
  entityId: '7',
  username: 'maker',
  fullName: 'Mina Maker',
  imageMediumUrl: '/i/136x136/a.jpg',
  isVerifiedMerchant: false,
  ...o,
});

export const board = (o: Partial<BoardSummary> = {}): BoardSummary => ({
  entityId: '30',
  name: 'Kitchen',
  url: '/maker/kitchen/',
  layout: 'default',
  privacy: 'public',
  isCollaborative: false,
  collaboratorCount: 0,
  owner: { entityId: '7' },
  ...o,
});

export const pin = (o: Partial<Pin> = {}): Pin => ({
  entityId: '100',
  kind: 'image',
  title: 'A title',
  description: '',
  altText: '',
  link: null,
  domain: null,
  dominantColor: '#aaa',
  imageSignature: 'abc',
  images: { '236x': { url: '/i/236x/abc.jpg', width: 236, height: 354 } },
  isPromoted: false,
  isRepin: false,
  pinner: user(),
  promoter: null,
  board: board(),
  commentsDisabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...o,
});

/** Every experiment at its fallback group, so a test states the groups it depends on. */
const FALLBACK_GROUPS = Object.fromEntries(Object.entries(EXPERIMENTS).map(([name, e]) => [name, e.fallback as string]));

export const viewer = (o: Partial<Viewer> = {}): Viewer => {
  const isAuth = o.isAuth ?? true;
  return {
    id: isAuth ? '1' : null,
    username: isAuth ? 'demo' : null,
    fullName: isAuth ? 'Demo' : null,
    isAuth,
    isPartner: false,
    isEmployee: false,
    isVerifiedMerchant: false,
    isLimitedLogin: false,
    country: null,
    locale: 'en-US',
    createdAt: null,
    gender: null,
    isBot: false,
    botKind: null,
    isMobile: false,
    anonymousId: 'anon-test-000000000',
    experiments: FALLBACK_GROUPS,
    ...o,
  };
};

export const signedOut = (o: Partial<Viewer> = {}): Viewer => viewer({ isAuth: false, ...o });

/** A viewer forced into experiment groups. */
export const inGroups = (groups: Record<string, string>, o: Partial<Viewer> = {}): Viewer => {
  const v = viewer(o);
  return { ...v, experiments: { ...v.experiments, ...groups } };
};

export const ctx = (v: Viewer = viewer(), surface: CardSurface = 'home', extra: Partial<CardContext> = {}): CardContext => ({ viewer: v, surface, ...extra });
