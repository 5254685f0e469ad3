// Builds the viewer (who is asking) once per request: session user or anonymous visitor, bot
// verdict, country from request.cf (null when unknown) and experiment groups. Bots are one viewer
// per kind and device: no cookie, Accept-Language, country or forced group changes what a bot is
// shown, so a bot page depends only on what the bot page cache keys it by (worker/seo/botPageCache.ts).

import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { assignAll, parseForcedGroups, rememberedGroups } from '#shared/experiments.ts';
import { formatId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import type { Viewer } from '#shared/types.ts';
import { imageOnlyGridEligible, isNewUser } from '#shared/users/memberLifecycle.ts';
import { APP_UPSELL_COOKIE } from '#shared/visitor/constants.ts';
import { appUpsellAudience, appUpsellBarShows, parseAppUpsellCookie } from '#shared/visitor/upsell.ts';
import { unreadFromColumns } from '#worker/conversations/unreadCounts.ts';
import type { AppEnv } from '#worker/env.ts';
import { statesFromColumn, statesWithNextBatch, viewerKey } from '#worker/experiences/states.ts';
import { ANON_COOKIE, ANON_MAX_AGE_S, EXPERIMENT_COOKIE, GROUPS_COOKIE, SESSION_COOKIE } from '#worker/lib/cookies.ts';
import { internalNetworks, isInternalAddress } from '#worker/lib/internalNetworks.ts';
import { requestCookie } from '#worker/lib/requestCookies.ts';
import { mayRenderPage } from '#worker/pages/pageRequest.ts';
import { findSessionUser } from '#worker/users/sessions.ts';
import { detectBot } from './botDetection.ts';
import { isMobileRequest } from './deviceDetection.ts';

const ANON_ID = /^[A-Za-z0-9-]{16,64}$/;
/** The anonymous id every bot has: their experiment groups are the same on every request. */
const BOT_ANONYMOUS_ID = 'bot-0000000000000000';
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

const DEFAULT_LOCALE = 'en-US';

/** The first language of Accept-Language when it is a well-formed tag, else en-US (docs/rules/closeup-and-visitors.md#constants-spec-002-9). */
function requestLocale(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return LOCALE.test(first) ? first : DEFAULT_LOCALE;
}

export interface ViewerOptions {
  /** Whether forced experiment groups (`?exp=name:group` or the pb_exp cookie) are honoured. */
  allowForcedExperiments: (env: Env) => boolean;
}

/** Sets `c.var.viewer` for every request. */
export function viewer(options: ViewerOptions = { allowForcedExperiments: (env) => env.ENVIRONMENT !== 'production' }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cf = c.req.raw.cf as ({ country?: string } & Parameters<typeof detectBot>[1]) | undefined;
    const bot = detectBot(c.req.header('user-agent'), cf);

    let anonymousId = bot.isBot ? BOT_ANONYMOUS_ID : (requestCookie(c, ANON_COOKIE) ?? '');
    let minted = false;
    if (!ANON_ID.test(anonymousId)) {
      anonymousId = crypto.randomUUID();
      minted = true;
      if (!bot.isBot) {
        setCookie(c, ANON_COOKIE, anonymousId, { path: '/', maxAge: ANON_MAX_AGE_S, sameSite: 'Lax', httpOnly: true, secure: true });
      }
    }

    const token = bot.isBot ? undefined : requestCookie(c, SESSION_COOKIE);
    // A page shows the member's experiences: their states come with the session (docs/performance.md).
    const user = token ? await findSessionUser(c.env.DB, token, Date.now(), mayRenderPage(c)) : null;
    if (user) c.set('viewerSettings', user.settings);
    if (user?.experience_states !== undefined) c.set('viewerExperienceStates', statesFromColumn(user.experience_states));
    // A visitor whose id was minted now has no experience states yet: a first visit reads none (docs/performance.md).
    // A member's states are theirs, whatever anonymous id the request carries.
    else if (!user && minted) c.set('viewerExperienceStates', new Map());

    let forced: Record<string, string> = {};
    if (options.allowForcedExperiments(c.env) && !bot.isBot) {
      const fromQuery = c.req.query('exp');
      if (fromQuery !== undefined) {
        forced = parseForcedGroups(fromQuery);
        setCookie(
          c,
          EXPERIMENT_COOKIE,
          Object.entries(forced)
            .map(([k, v]) => `${k}:${v}`)
            .join(','),
          { path: '/', sameSite: 'Lax', secure: true },
        );
      } else {
        forced = parseForcedGroups(requestCookie(c, EXPERIMENT_COOKIE));
      }
    }

    // Groups are assigned once and remembered (bots keep their fixed per-kind assignment).
    const previously = bot.isBot ? '' : (requestCookie(c, GROUPS_COOKIE) ?? '');
    const assigned = assignAll(user ? `user:${user.id}` : `anon:${anonymousId}`, Boolean(user), {}, parseForcedGroups(previously));
    const remember = rememberedGroups(assigned);
    if (!bot.isBot && remember !== previously) {
      setCookie(c, GROUPS_COOKIE, remember, { path: '/', maxAge: ANON_MAX_AGE_S, sameSite: 'Lax', httpOnly: true, secure: true });
    }

    const isMobile = isMobileRequest(c.req.header('user-agent'), c.req.header('sec-ch-ua-mobile'));
    // The app upsell bar comes with the page (no shift when it arrives), from the cookie that
    // mirrors the visitor's local record of app upsells.
    const appUpsell =
      appUpsellAudience({ isAuth: Boolean(user), isBot: bot.isBot, isMobile, userAgent: c.req.header('user-agent') ?? '' })
      && appUpsellBarShows(parseAppUpsellCookie(requestCookie(c, APP_UPSELL_COOKIE)), Date.now());
    // A page's header shows the member's unread counts, read with their session.
    const unread = user ? unreadFromColumns(user) : undefined;
    const country = !bot.isBot && typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country) ? cf.country : null;
    const v: Viewer = {
      id: user ? formatId(user.id) : null,
      username: user?.username ?? null,
      fullName: user?.full_name ?? null,
      isAuth: Boolean(user),
      isPartner: Boolean(user?.is_partner),
      isEmployee: Boolean(user?.is_employee),
      isVerifiedMerchant: Boolean(user?.is_verified_merchant),
      isLimitedLogin: Boolean(user?.is_limited_login),
      isInternal: !bot.isBot && isInternalAddress(c.req.header('cf-connecting-ip'), internalNetworks(c.env)),
      avatarUrl: user?.avatar && user.avatar_ext ? imageUrl('136x136', user.avatar, user.avatar_ext) : null,
      gender: user?.gender ?? null,
      country,
      locale: user?.locale ?? (bot.isBot ? DEFAULT_LOCALE : requestLocale(c.req.header('accept-language'))),
      createdAt: user ? new Date(user.created_at).toISOString() : null,
      resurrectionInfo: user?.resurrection_dt ? { resurrectionDate: new Date(user.resurrection_dt).toISOString() } : null,
      imageOnlyGridEligible: user
        ? imageOnlyGridEligible(user.created_at, { resurrection_info: { resurrection_dt: user.resurrection_dt } }, Date.now())
        : false,
      isBot: bot.isBot,
      botKind: bot.botKind,
      isMobile,
      anonymousId,
      experiments: { ...assigned, ...forced },
      ...(appUpsell ? { appUpsell } : {}),
      ...(unread ? { unread } : {}),
      ...(user ? { newMember: isNewUser(user.created_at, Date.now()) } : {}),
    };
    c.set('viewer', v);
    // A returning visitor's page reads their states with its loader's first batch, not in a round trip of its own.
    if (!user && !minted && !bot.isBot && mayRenderPage(c)) c.set('viewerExperienceStates', statesWithNextBatch(c.env.DB, viewerKey(v)));
    await next();
  };
}
