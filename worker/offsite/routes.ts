// Link safety routes (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#calls-spec-002-7): GET /v3/offsite/ checks a link before the client
// opens it (and hands a promoted pin's click token to the visitor clicking it), POST /v3/offsite/ logs clickthroughs, and /offsite/ is the outbound redirect that
// re-checks the link and redirects only with a valid token for exactly that url and pin.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { V3_BODY_LIMIT } from '#shared/constants.ts';
import { parseId } from '#shared/ids.ts';
import { readNavigationExtras } from '#shared/offsite/navigation.ts';
import { isBlockedStatus } from '#shared/offsite/verdict.ts';
import { clipUtf8 } from '#shared/text/utf8.ts';
import { displayHost, stripSensitiveParams } from '#shared/urls.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { clickToken } from '#worker/attribution/clickToken.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicHost } from '#worker/lib/publicOrigin.ts';
import { spendAddedRows } from '#worker/middleware/addedBytes.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { checkLink } from './check.ts';
import { type ClickthroughRow, clickthroughValues, isLivePin, logClickthrough } from './data.ts';
import { badNavigationPage, blockedPage, leavingPage, notALinkPage, tooManyPage } from './interstitial.ts';
import { readClickthrough, readOffsiteQuery } from './params.ts';
import { verifyOffsiteToken } from './token.ts';

/**
 * Runs a write after the answer when the platform allows (started a task later, once the answer is handed back, so its
 * round trips never delay the visitor), else before answering.
 */
async function later(c: Context<AppEnv>, work: () => Promise<unknown>): Promise<void> {
  const logged = new Promise((resolve) => setTimeout(resolve, 0))
    .then(work)
    .catch((error: unknown) => console.error('offsite log', error instanceof Error ? error.message : error));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    await logged;
  }
}

/**
 * Logs a visit's clickthrough (after the response when the platform allows): the row spends its bytes first
 * (spendAddedRows); past that budget the visitor still leaves, and the visit is not logged.
 */
async function logVisit(c: Context<AppEnv>, row: ClickthroughRow): Promise<void> {
  const now = Date.now();
  // Both after the answer: the budget is a Durable Object, and no page waits on one (docs/performance.md#far-visitors).
  const spendThenLog = async () => {
    try {
      await spendAddedRows(c, [clickthroughValues(row, now)]);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_limited') return;
      throw error;
    }
    await logClickthrough(c.env.DB, row, now);
  };
  await later(c, spendThenLog);
}

/** The page a clickthrough came from (aux_data.page_url, else the Referer), without sensitive parameters. */
function pageUrl(c: Context<AppEnv>, aux: Record<string, unknown>): string {
  const given = typeof aux.page_url === 'string' ? aux.page_url : (c.req.header('referer') ?? '');
  return stripSensitiveParams(given.slice(0, 2048));
}

function viewerIds(c: Context<AppEnv>) {
  const viewer = c.var.viewer;
  return { userId: viewerUserId(viewer), anonymousId: viewer.isAuth ? null : viewer.anonymousId };
}

/** The /v3/offsite/ API (mounted at the root: Hono keeps /x and /x/ apart). */
export function offsiteApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '/v3/offsite/*',
    bodyLimit({
      maxSize: V3_BODY_LIMIT,
      onError: () => {
        throw new ApiError('too_large', 'The request body is too large.');
      },
    }),
  );

  app.get('/v3/offsite/', rateLimit({ name: 'linkCheck' }), async (c) => {
    const query = readOffsiteQuery(new URL(c.req.url).searchParams);
    const check = await checkLink(c.env.DB, query.url, publicHost(c));
    if (!check) throw new ApiError('invalid', 'Only web links (http or https) can be opened.');
    // A promoted pin's click source counts only with a token minted here, at the click (worker/attribution/clickToken.ts).
    const attributionToken = isBlockedStatus(check.redirect_status) ? undefined : await clickToken(c, query.pinId);
    return ok(c, attributionToken ? { ...check, attribution_token: attributionToken } : check);
  });

  app.post('/v3/offsite/', rateLimit({ name: 'clickthroughLog' }), async (c) => {
    const input = await readClickthrough(c.req.raw);
    const check = input.url ? await checkLink(c.env.DB, input.url, publicHost(c)) : null;
    const row: ClickthroughRow = {
      pinId: input.pinId,
      url: check ? stripSensitiveParams(check.url) : '',
      host: check ? displayHost(check.url) : '',
      type: input.clickthroughType,
      redirectStatus: check?.redirect_status ?? null,
      auxData: { ...input.auxData, page_url: pageUrl(c, input.auxData) },
      clientTrackingParams: input.clientTrackingParams,
      ...viewerIds(c),
    };
    const now = Date.now();
    await spendAddedRows(c, [clickthroughValues(row, now)]);
    await logClickthrough(c.env.DB, row, now);
    return ok(c, { logged: true, redirect_status: check?.redirect_status ?? null });
  });
  app.all('/v3/offsite/', () => {
    throw new ApiError('method_not_allowed', 'This call takes GET or POST.', { Allow: 'GET, POST' });
  });
  return app;
}

/** The /offsite/ redirect route (mounted at the root). */
export function offsiteRedirect(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/offsite/', rateLimit({ name: 'offsiteVisit', answer: tooManyPage }), async (c) => {
    const params = new URL(c.req.url).searchParams;
    const pin = params.get('pin') ?? '';
    const pinId = parseId<'pin'>(pin);
    const raw = params.get('url');
    const base = { pinId, clientTrackingParams: clipUtf8(params.get('client_tracking_params') ?? '', 1024), ...viewerIds(c) };
    c.header('Cache-Control', 'private, no-store');
    // csr and aux_data (docs/rules/pin-card.md#calls-spec-000-7) are kept with the clickthrough; they never change where it goes.
    const extras = readNavigationExtras(params);
    if ('error' in extras) return c.html(badNavigationPage(extras.error), 400);
    const clickAux = { ...extras.auxData, ...(extras.csr ? { csr: extras.csr } : {}) };

    if (raw === null || raw.trim() === '' || raw.trim() === '#') {
      // A linkless tap's beacon (docs/rules/closeup-and-visitors.md#calls-spec-002-7), logged as an empty href (docs/rules/closeup-and-visitors.md#errors-spec-002-8).
      await logVisit(c, { ...base, url: '', host: '', type: 'link_navigation_empty_href', redirectStatus: null, auxData: clickAux });
      return c.body(null, 204);
    }
    // Re-checked at click time: a rule added after the page was rendered still applies.
    const check = await checkLink(c.env.DB, raw, publicHost(c));
    if (!check) return c.html(notALinkPage(), 400);
    const blocked = isBlockedStatus(check.redirect_status);
    const verdict = blocked
      ? 'unchecked'
      : await verifyOffsiteToken(c.env.OFFSITE_SECRET, params.get('token') ?? undefined, check.url, pin, Math.floor(Date.now() / 1000));
    // A signed link is only as good as its pin: once the pin is deleted, its links no longer redirect.
    const token = verdict === 'valid' && !(pinId && (await isLivePin(c.env.DB, pinId))) ? 'pin_removed' : verdict;
    await logVisit(c, {
      ...base,
      url: stripSensitiveParams(check.url),
      host: displayHost(check.url),
      type: token === 'valid' ? 'offsite_redirect' : 'offsite_interstitial',
      redirectStatus: check.redirect_status,
      // The verdict and the page are the server's own: the client's aux_data cannot say otherwise.
      auxData: { ...clickAux, token, page_url: pageUrl(c, extras.auxData) },
    });
    if (blocked) return c.html(blockedPage(check), 200);
    if (token !== 'valid') return c.html(leavingPage(check.url), 200);
    return c.redirect(check.url, 303);
  });
  return app;
}

/** Outbound redirects send no referrer: set after the security headers so it wins for /offsite/. */
export function noReferrer() {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
}
