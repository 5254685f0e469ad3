// The demo link rules (docs/security.md#outbound-link-safety): the demo pins link to these domains, so the blocked, suspicious
// and adult warnings can be seen. Loaded by scripts/seed.ts and the worker test setup; idempotent.
import type { LinkRule } from '../../shared/offsite/rules.ts';
import type { D1Like } from './sql.ts';

export const DEMO_LINK_RULES: ReadonlyArray<LinkRule & { note: string }> = [
  { kind: 'domain', value: 'blocked.example', category: 'blocked', note: 'demo: reported spam' },
  { kind: 'domain', value: 'suspicious.example', category: 'suspicious', note: 'demo: misleading site' },
  { kind: 'domain', value: 'adult.example', category: 'porn', note: 'demo: adult content' },
];

/** Inserts the demo rules that are not there yet; answers how many statements ran. */
export async function loadDemoLinkRules(db: D1Like, nowMs = Date.UTC(2026, 0, 1)): Promise<number> {
  const statements = DEMO_LINK_RULES.map((r) =>
    db
      .prepare('INSERT OR IGNORE INTO link_rules (kind, value, category, note, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(r.kind, r.value, r.category, r.note, nowMs),
  );
  await db.batch(statements);
  return statements.length;
}
