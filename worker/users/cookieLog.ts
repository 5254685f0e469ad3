// Cookie logging (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#constants-spec-001-9): one choice in ten (LOG_SAMPLE_RATES.cookie, sampled by request
// id) is logged as a structured line with the operating system and browser codes of docs/rules/experiences.md#constants-spec-001-9,
// the choice, the surface and the country; nothing that identifies the person.
import type { Context } from 'hono';
import type { ConsentChoice } from '#shared/consent.ts';
import { type BrowserCode, browserCode, inLogSample, LOG_SAMPLE_RATES, type OsCode, osCode } from '#shared/events/deviceCodes.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';

export interface CookieLogLine {
  message: 'cookie_consent';
  request_id: string;
  surface_tag: string;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  signed_in: boolean;
  os: OsCode;
  browser: BrowserCode;
  country: string | null;
}

/** Logs the cookie choice when this request falls in the 10 % sample. */
export function logCookieChoice(c: Context<AppEnv>, choice: ConsentChoice, surfaceTag: string): void {
  if (!inLogSample(c.var.requestId, LOG_SAMPLE_RATES.cookie)) return;
  const ua = c.req.header('user-agent');
  const line: CookieLogLine = {
    message: 'cookie_consent',
    request_id: c.var.requestId,
    surface_tag: surfaceTag,
    analytics: choice.analytics,
    marketing: choice.marketing,
    personalization: choice.personalization,
    signed_in: Boolean(viewerUserId(c.var.viewer)),
    os: osCode(ua),
    browser: browserCode(ua),
    country: (c.req.raw.cf?.country as string | undefined) ?? null,
  };
  console.info(line);
}
