// The one way the end-to-end tests open a browser: the run's one headless Chromium (e2e/globalSetup.ts
// launches it, each test file connects to it) browsing the site of the file's vitest worker, that never looks a host name up, a fresh context per visit browsing as a person with the browser features
// the site detects pinned for the test, page errors and console errors collected, and everything
// closed after each test and after the file.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from '../worker/lib/cookies.ts';
import { currentSite, sql } from './localState.ts';

/** A person's desktop Chrome: headless Chromium names itself HeadlessChrome, which isbot rightly treats as a bot. */
export const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** A person's phone: Safari on an iPhone, for tests at a phone's size. */
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The two screens a control is checked at: a 1280x900 desktop and a 390x844 phone (touch). */
export const SCREENS = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } }, phone: false },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true }, phone: true },
] as const;

export interface VisitOptions {
  viewport?: { width: number; height: number };
  /** A person's desktop browser unless told otherwise. */
  userAgent?: string;
  /** A phone: touch and a mobile viewport (give a phone's userAgent and viewport too). */
  mobile?: boolean;
  colorScheme?: 'light' | 'dark';
  /** Cookies for the site, set before the first request (pb_country, pb_exp, ...). */
  cookies?: Record<string, string>;
  /** Browser permissions for the site, such as clipboard-read. */
  permissions?: string[];
  /**
   * Whether the page finds the Attribution Reporting API (client/features/attribution/ asks
   * document.featurePolicy.allowsFeature('attribution-reporting')). Chromium builds differ
   * (Debian's 150 ships it, 156 does not), so every visit pins it: absent unless a test asks.
   */
  attributionReporting?: 'supported' | 'unsupported';
  /** False: a browser with JavaScript turned off (pages must work as HTML forms and links). */
  javaScriptEnabled?: boolean;
  /**
   * The client address the site sees (CF-Connecting-IP); by default each visit gets its own
   * (`ownAddress()`), as separate people have, so per-address limits never carry across visits or files.
   */
  clientAddress?: string;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors, to assert that hydration and the page ran cleanly. */
  errors: string[];
}

export interface Browsing {
  readonly baseUrl: string;
  /** A fresh context (no cookies, no cache) with one page, not yet navigated. */
  open(options?: VisitOptions): Promise<Visit>;
  /**
   * A fresh context signed in as a demo account, landing on `next`. The session is made the way
   * the worker makes one (a random token in the cookie, its SHA-256 in D1), not through the login
   * form: a run signs in far more often than the sign-in rate limits let one address or account do.
   * The login form itself has its own journey (saving.test.ts signs in from the login modal).
   */
  signIn(username: string, next: string, options?: VisitOptions): Promise<Visit>;
  /**
   * A new member `username` (signed up through the sign-up resource, as the form posts it, from
   * `options.clientAddress` or an address of its own), then signed in as `signIn` does, landing on
   * `next`: for tests about what comes after a sign-up, not about the sign-up form itself.
   */
  signUp(username: string, next: string, options?: VisitOptions): Promise<Visit>;
  /**
   * A visit in a fresh Chromium profile on disk rather than an off-the-record context: for what
   * Chromium does only outside incognito, such as offering to install the site (beforeinstallprompt).
   * The person's engagement Chromium waits for before that offer is taken as given.
   */
  openProfile(options?: VisitOptions): Promise<Visit>;
}

/**
 * Waits until React has rendered what the page's timers changed: React schedules its work as posted messages, which
 * the page's clock does not hold, so two message round trips let a pending render land before the test reads the DOM.
 */
export const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });

/** Waits until React has hydrated the document (App marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

/**
 * Holds back the client's scripts on a page until the returned release is called: the page as a person sees it
 * before hydration (a slow phone), with its server HTML and stylesheets.
 * @example const release = await holdClientScripts(page); await page.goto(url); ...; release();
 */
export async function holdClientScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once the browser has drawn two more frames: what React committed before it is laid out and painted. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Pins what document.featurePolicy says about attribution-reporting, before any page script runs. */
function pinAttributionReporting(supported: boolean): void {
  const feature = 'attribution-reporting';
  type Policy = {
    allowsFeature(name: string, origin?: string): boolean;
    features(): string[];
    allowedFeatures(): string[];
    getAllowlistForFeature(name: string): string[];
  };
  const real = (document as Document & { featurePolicy?: Policy }).featurePolicy;
  const without = (names: string[]) => names.filter((name) => name !== feature);
  const withFeature = (names: string[]) => (supported ? [...without(names), feature] : without(names));
  const policy: Policy = {
    allowsFeature: (name, origin) => (name === feature ? supported : Boolean(real?.allowsFeature(name, origin))),
    features: () => withFeature(real?.features() ?? []),
    allowedFeatures: () => withFeature(real?.allowedFeatures() ?? []),
    getAllowlistForFeature: (name) => (name === feature ? (supported ? ['*'] : []) : (real?.getAllowlistForFeature(name) ?? [])),
  };
  Object.defineProperty(document, 'featurePolicy', { configurable: true, get: () => policy });
}

/**
 * The closeup a card opens: a signed-out visitor's card links the SEO-style `/pin/{title words}--{id}/`,
 * a member's `/pin/{id}/` (docs/rules/pin-card.md#who-it-serves-spec-000-1); both name the same pin.
 */
export const closeupUrl = (baseUrl: string, pinId: string): RegExp =>
  new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/pin/(?:[a-z0-9-]+--)?${pinId}/$`);

/**
 * The site is on localhost; every other host name fails at once inside Chromium, without a DNS
 * query, the same on any machine. A test that follows a link off the site answers it itself: a
 * server on 127.0.0.1, or context.route for a navigation that is not the target of a redirect
 * (Playwright routes no redirect targets). A server of the test that must look like a site on the
 * web (the site never links or redirects to loopback addresses) is reached as OUTSIDE_HOST, which
 * Chromium alone maps to 127.0.0.1.
 */
export const OUTSIDE_HOST = 'destination.example.com';
const NO_DNS = `--host-resolver-rules=MAP ${OUTSIDE_HOST} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`;
/** The flags of every Chromium a test drives. */
export const BROWSER_ARGS = [...CHROMIUM_ARGS, NO_DNS];

/**
 * How long closing a visit may take: under a second idle, a few on a loaded machine. Chromium can leave the close of a
 * context unanswered for good (Target.disposeBrowserContext) when it comes as a page starts a navigation; a test whose
 * last step started one has not waited for what it did, and fails saying so rather than hanging the test or its hook for minutes.
 */
const CLOSE_MS = 30_000;

/** The requests a context's pages have made and not finished, each named by method, url and kind, to say what a page still loads. */
function watchLoading(context: BrowserContext): () => string[] {
  const loading = new Map<Request, 'asked' | 'answered'>();
  context.on('request', (request) => loading.set(request, 'asked'));
  // Answered, but its body has not ended (a streamed page still streaming; a keepalive post never reports an end).
  context.on('response', (response) => {
    if (loading.has(response.request())) loading.set(response.request(), 'answered');
  });
  context.on('requestfinished', (request) => loading.delete(request));
  context.on('requestfailed', (request) => loading.delete(request));
  return () => [...loading].map(([r, state]) => `${r.method()} ${r.url()} (${r.resourceType()}${state === 'answered' ? ', answered, body not ended' : ''})`);
}

/**
 * How long one of the helpers' own steps may take (opening a context or its page, the sign-up call): a second or two on a
 * loaded machine. Playwright gives these no timeout of their own, so one Chromium or the site never answers would
 * otherwise hang the test, silent, until the test's own timeout.
 */
const STEP_MS = 30_000;

/**
 * `work`, or an error naming `what` once `ms` have passed without it: for a wait Playwright bounds by no timeout
 * (a close, newContext, newPage, a CDP call), so a test fails saying what it waited for.
 */
async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `close`, or an error after CLOSE_MS naming what the context's pages were loading when it was asked (`atEnd`). */
async function closedWithin(what: string, close: Promise<void>, atEnd: string[]): Promise<void> {
  await within(what, CLOSE_MS, close).catch((error: unknown) => {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}. When it was asked to close its pages were still loading: `
        + `${atEnd.join('; ') || 'nothing'}. Wait in the test for what its last step started (a navigation, a request).`,
    );
  });
}

/** Pages whose close is bounded already. */
const boundPages = new WeakSet<Page>();

/** Makes `page.close()` (a visit's page, a tab it opened) throw as a context's close does (`bindWaits`). */
function bindPageClose(page: Page, loading: () => string[]): void {
  if (boundPages.has(page)) return;
  boundPages.add(page);
  const close = page.close.bind(page);
  page.close = (options) => closedWithin('Chromium closing a page', close(options), loading());
}

/** Makes a CDP session's every call, and its detach, throw naming the method if Chromium has not answered in STEP_MS. */
function bindCdpSession(session: CDPSession): CDPSession {
  const send = session.send.bind(session);
  session.send = (method, params) => within(`the CDP call ${method}`, STEP_MS, send(method, params));
  const detach = session.detach.bind(session);
  session.detach = () => within('detaching a CDP session', STEP_MS, detach());
  return session;
}

/**
 * Bounds every wait on a visit's context that Playwright gives no timeout of its own, so a test stuck on one fails
 * saying what it waited for: each close of the context or of one of its pages (the test's own `context.close()`,
 * `page.close()`, a tab's, and the one after each test) throws after CLOSE_MS naming what its pages were loading when
 * asked; a CDP session (`context.newCDPSession(page)`) and each of its calls throw after STEP_MS naming the method.
 */
function bindWaits(context: BrowserContext, loading: () => string[]): void {
  const close = context.close.bind(context);
  context.close = (options) => closedWithin('Chromium closing the browser context', close(options), loading());
  for (const page of context.pages()) bindPageClose(page, loading);
  context.on('page', (page) => bindPageClose(page, loading));
  const newCDPSession = context.newCDPSession.bind(context);
  context.newCDPSession = async (page) => bindCdpSession(await within('opening a CDP session', STEP_MS, newCDPSession(page)));
}

/** Addresses handed out to this test file so far. */
let addresses = 0;

/**
 * A client address (CF-Connecting-IP) no other test file or call gets: every per-address limit
 * (sign-ups, sign-ins, writes) starts empty for it, however many files share the site and in whatever
 * order they run. It is an IPv6 address whose first 64 bits are a hash of the file's path and a count,
 * so each falls in its own /64 (a client), /48 (a person, a network) and so never meets another.
 */
function ownAddress(): string {
  addresses++;
  const file = relative(process.cwd(), expect.getState().testPath ?? 'outside a test');
  const h = createHash('sha256').update(`${file}#${addresses}`).digest();
  // 2400::/6 to 2fff::/16: global unicast, clear of 2001::/23 (special) and 2002::/16 (6to4).
  const first = 0x2400 + (h.readUInt16BE(0) % 0x0c00);
  return `${first.toString(16)}:${h.readUInt16BE(2).toString(16)}:${h.readUInt16BE(4).toString(16)}:${h.readUInt16BE(6).toString(16)}::1`;
}

/**
 * Registers the browser hooks of a test file: a connection to the run's Chromium for the file (launching
 * one per file cost about a second each), visits closed after each test and the connection after the file.
 */
export function openBrowserSession(): Browsing {
  const sites = inject('siteUrls');
  const baseUrl = sites[currentSite() - 1];
  if (!baseUrl) throw new Error(`this file's vitest worker is slot ${currentSite()}, but the run serves ${sites.length} e2e sites (one per worker)`);
  let browser: Browser | undefined;
  /** The visits of the current test, closed after it. */
  const open = new Set<BrowserContext>();

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'), { timeout: STEP_MS });
  });
  afterEach(async () => {
    const closing = [...open].map((context) => context.close());
    open.clear();
    const failed = (await Promise.allSettled(closing)).flatMap((r) =>
      r.status === 'rejected' ? [r.reason instanceof Error ? r.reason.message : String(r.reason)] : [],
    );
    if (failed.length) throw new Error(failed.join('\n'));
  });
  afterAll(async () => {
    if (browser) await within('closing the connection to Chromium', CLOSE_MS, browser.close());
  });

  const contextOptions = (options: VisitOptions) => ({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    userAgent: options.userAgent ?? PERSON_UA,
    isMobile: options.mobile,
    hasTouch: options.mobile,
    colorScheme: options.colorScheme,
    javaScriptEnabled: options.javaScriptEnabled,
    // Each visit its own address unless the test names one: per-address limits never carry from file to file.
    extraHTTPHeaders: { 'cf-connecting-ip': options.clientAddress ?? ownAddress() },
  });

  async function visit(options: VisitOptions = {}, profile = false): Promise<Visit> {
    if (!browser) throw new Error('openBrowserSession(): the browser opens in beforeAll; open visits inside tests.');
    const opened = await within('opening a browser context and its page', STEP_MS, openContext(browser, options, profile));
    const errors: string[] = [];
    opened.page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // Chromium's "Failed to load resource" names no url in its text: the failing request's is its location.
      const { url } = msg.location();
      errors.push(url && msg.text().startsWith('Failed to load resource') ? `${msg.text()} (${url})` : msg.text());
    });
    opened.page.on('pageerror', (error) => errors.push(error.message));
    return { ...opened, errors };
  }

  /** A new context (in a fresh profile on disk when `profile`) with its cookies, permissions and init script, and its page. */
  async function openContext(browser: Browser, options: VisitOptions, profile: boolean): Promise<{ context: BrowserContext; page: Page }> {
    let context: BrowserContext;
    if (profile) {
      const dir = mkdtempSync(join(tmpdir(), 'pinboard-profile-'));
      context = await chromium.launchPersistentContext(dir, {
        ...contextOptions(options),
        executablePath: inject('chromiumPath'),
        args: [...BROWSER_ARGS, '--bypass-app-banner-engagement-checks'],
      });
      // Chromium may still be writing into the profile as the context closes (ENOTEMPTY): retry, and
      // never let a leftover temporary directory throw out of an event handler.
      context.on('close', () => {
        try {
          rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        } catch (error) {
          console.warn('browser profile left in', dir, error instanceof Error ? error.message : error);
        }
      });
    } else context = await browser.newContext(contextOptions(options));
    const loading = watchLoading(context);
    bindWaits(context, loading);
    open.add(context);
    if (options.cookies) await context.addCookies(Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl });
    await context.addInitScript(pinAttributionReporting, options.attributionReporting === 'supported');
    const page = context.pages()[0] ?? (await context.newPage());
    bindPageClose(page, loading);
    return { context, page };
  }

  return {
    baseUrl,
    open: (options) => visit(options),
    openProfile: (options) => visit(options, true),
    async signIn(username, next, options) {
      if (!/^[a-z0-9_]+$/.test(username)) throw new Error(`not a demo username: ${username}`);
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const made = sql<{ id: string }>(
        `INSERT INTO sessions (id, user_id, created_at, expires_at)
           SELECT '${createHash('sha256').update(token).digest('hex')}', id, ${now}, ${now + SESSION_MAX_AGE_S * 1000} FROM users WHERE username = '${username}'
         RETURNING id`,
      );
      if (made.length !== 1) throw new Error(`no demo user ${username}`);
      const v = await visit(options);
      const host = new URL(baseUrl).hostname;
      await v.context.addCookies([{ name: SESSION_COOKIE, value: token, domain: host, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
      await v.page.goto(`${baseUrl}${next}`);
      await v.page.waitForSelector('[data-test-id="header-profile"]');
      // With JavaScript off the page is what the server sent: nothing hydrates.
      if (options?.javaScriptEnabled !== false) await waitForHydration(v.page);
      return v;
    },
    async signUp(username, next, options) {
      const response = await fetch(`${baseUrl}/resource/UserRegisterResource/create/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          'user-agent': options?.userAgent ?? PERSON_UA,
          'cf-connecting-ip': options?.clientAddress ?? ownAddress(),
        },
        body: JSON.stringify({ options: { email: `${username}@example.com`, password: 'a signed-up password vqzk', username } }),
        signal: AbortSignal.timeout(STEP_MS),
      }).catch((error: unknown) => {
        throw new Error(`the sign-up of ${username} (UserRegisterResource create): ${error instanceof Error ? error.message : String(error)}`);
      });
      if (response.status !== 201) throw new Error(`sign-up of ${username} answered ${response.status}: ${await response.text()}`);
      return this.signIn(username, next, options);
    },
  };
}
