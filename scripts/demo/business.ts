// Demo rows for the business pages: the partner (a business account) manages the first
// demo advertiser's ad account as an admin and the second's as an analyst.
import type { Dataset } from './dataset.ts';
import type { D1Like } from './sql.ts';

/** Loads the business access rows in one batch (after the dataset itself). */
export async function loadBusinessDemo<S>(db: D1Like<S>, dataset: Dataset): Promise<number> {
  const { partnerUserId, staffUserId, advertiserUserIds } = dataset.notable;
  const at = Date.UTC(2026, 0, 1);
  const rows: Array<[number, string]> = [
    [advertiserUserIds[0], 'admin'],
    [advertiserUserIds[1], 'analyst'],
  ];
  const statements = rows
    .filter(([business]) => business !== undefined)
    .map(([business, role]) =>
      db
        .prepare('INSERT INTO business_access (business_id, member_id, role, invited_by, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .bind(business, partnerUserId, role, staffUserId, at),
    );
  if (statements.length) await db.batch(statements);
  return statements.length;
}
