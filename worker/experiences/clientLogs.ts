// ClientLogResource (docs/rules/experiences.md#client-logs): keeps the experiences layer's logs and error
// reports the browser sends, in the share CLIENT_LOG_SAMPLE_RATES gives (by request id), in D1's
// client_logs: the log's name and experience, the page's route pattern, the report, the OS and browser
// codes and the hour. Nothing that identifies the viewer; the same batch prunes rows past their retention.
import * as api from '#shared/api/clientLogs.ts';
import { browserCode, inLogSample, osCode } from '#shared/events/deviceCodes.ts';
import { CLIENT_LOG_RETENTION_DAYS, CLIENT_LOG_SAMPLE_RATES, logHour, withoutQueries } from '#shared/experiences/clientLog.ts';
import { splitPlacedId } from '#shared/experiences/schema.ts';
import { routePattern } from '#shared/routes.ts';
import { implement } from '#worker/api/implement.ts';
import { spendAddedRows } from '#worker/middleware/addedBytes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows past their retention removed by one write: bounded work per request, well ahead of what is written. */
export const CLIENT_LOG_PRUNE_BATCH = 100;

export const ClientLogResource = implement(api.ClientLogResource, {
  create: async (c, o) => {
    if (!inLogSample(c.var.requestId, CLIENT_LOG_SAMPLE_RATES[o.name])) return { data: { stored: false } };
    const now = Date.now();
    const placed = o.placed_experience_id ? splitPlacedId(o.placed_experience_id) : null;
    const report = o.name === 'error_boundary' || o.name === 'experiences_fetch_failed' ? o.error : null;
    const boundary = o.name === 'error_boundary' ? o.error : null;
    const ua = c.req.header('user-agent');
    const values = [
      o.name,
      placed?.placementId ?? null,
      placed?.experienceId ?? null,
      routePattern(o.path),
      report?.name ?? null,
      report ? withoutQueries(report.message) : null,
      boundary ? withoutQueries(boundary.stack) : null,
      boundary?.boundary_name ?? null,
      boundary?.type ?? null,
      osCode(ua),
      browserCode(ua),
      logHour(now),
    ];
    await spendAddedRows(c, [values]);
    const db = c.env.DB;
    await db.batch([
      db
        .prepare(
          `INSERT INTO client_logs (name, placement_id, experience_id, route, error_name, error_message, error_stack, boundary_name, boundary_type, os, browser, logged_hour)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(...values),
      db
        .prepare('DELETE FROM client_logs WHERE id IN (SELECT id FROM client_logs WHERE logged_hour < ? ORDER BY logged_hour LIMIT ?)')
        .bind(now - CLIENT_LOG_RETENTION_DAYS * DAY_MS, CLIENT_LOG_PRUNE_BATCH),
    ]);
    return { data: { stored: true }, status: 201 };
  },
});
