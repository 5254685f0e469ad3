// Overfetch logging (docs/rules/experiences.md#constants-spec-001-9, 10 % sample): an experiences read that is not multi-experience
// answers only the first experience of each placement, so the others were fetched for nothing. One
// such read in ten (by request id) is logged with how many were fetched and answered, and the OS and
// browser codes of docs/rules/experiences.md#constants-spec-001-9; nothing that identifies the person.
import type { Context } from 'hono';
import { type BrowserCode, browserCode, inLogSample, LOG_SAMPLE_RATES, type OsCode, osCode } from '#shared/events/deviceCodes.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { AppEnv } from '#worker/env.ts';

export interface OverfetchLogLine {
  message: 'experience_overfetch';
  request_id: string;
  resource: string;
  placements: number;
  fetched: number;
  answered: number;
  os: OsCode;
  browser: BrowserCode;
}

/** Logs the overfetch of a single-experience read when this request falls in the 10 % sample. */
export function logOverfetch(c: Context<AppEnv>, resource: string, groups: MultiPlacedExperiences): void {
  if (!inLogSample(c.var.requestId, LOG_SAMPLE_RATES.overfetch)) return;
  const lists = Object.values(groups);
  const fetched = lists.reduce((sum, list) => sum + list.length, 0);
  const answered = lists.filter((list) => list.length > 0).length;
  if (fetched === answered) return;
  const ua = c.req.header('user-agent');
  const line: OverfetchLogLine = {
    message: 'experience_overfetch',
    request_id: c.var.requestId,
    resource,
    placements: lists.length,
    fetched,
    answered,
    os: osCode(ua),
    browser: browserCode(ua),
  };
  console.info(line);
}
