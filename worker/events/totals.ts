// Reads of the rolled-up event totals (pin_event_totals) and of saves, for creator analytics.
import { ANALYTICS_DAYS } from '#shared/constants.ts';
import { METRIC_EVENT_TYPES, type PinAnalytics } from '#shared/events/analytics.ts';
import { dayOf } from '#shared/events/shards.ts';
import { formatId, type PinId } from '#shared/ids.ts';

const DAY_MS = 86_400_000;

/** A pin's totals for the last 30 days (today included), from D1. */
export async function readPinAnalytics(db: D1Database, pinId: PinId, now = Date.now()): Promise<PinAnalytics> {
  const since = dayOf(now - (ANALYTICS_DAYS - 1) * DAY_MS);
  const types = Object.values(METRIC_EVENT_TYPES);
  const [cells, saves] = await db.batch<{ day?: string; event_type?: number; count: number }>([
    db
      .prepare(
        `SELECT day, event_type, count FROM pin_event_totals
        WHERE pin_id = ? AND day >= ? AND event_type IN (${types.map(() => '?').join(',')}) ORDER BY day`,
      )
      .bind(pinId, since, ...types),
    db
      .prepare('SELECT COUNT(*) AS count FROM pins WHERE origin_pin_id = ? AND deleted_at IS NULL AND created_at >= ?')
      .bind(pinId, now - ANALYTICS_DAYS * DAY_MS),
  ]);
  const byDay = new Map<string, PinAnalytics['daily'][number]>();
  const result: PinAnalytics = {
    pinId: formatId(pinId),
    days: ANALYTICS_DAYS,
    impressions: 0,
    closeups: 0,
    saves: saves.results[0]?.count ?? 0,
    clicks: 0,
    outboundClicks: 0,
    daily: [],
  };
  for (const row of cells.results) {
    const day = row.day!;
    let entry = byDay.get(day);
    if (!entry) byDay.set(day, (entry = { day, impressions: 0, closeups: 0, clicks: 0, outboundClicks: 0 }));
    for (const [metric, type] of Object.entries(METRIC_EVENT_TYPES) as Array<[keyof typeof METRIC_EVENT_TYPES, number]>) {
      if (row.event_type === type) {
        entry[metric] += row.count;
        result[metric] += row.count;
      }
    }
  }
  result.daily = [...byDay.values()];
  return result;
}
