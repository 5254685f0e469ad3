// A board section's pin count, kept by triggers (migrations/0048_section_pin_counts.sql): it equals the section's pins
// that are not deleted as pins are saved into it, moved out and in, merged, marked deleted and restored, removed and
// left behind by a deleted section; the migration's backfill gives the same; and a board page reads the kept count.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardId, SectionId } from '#shared/ids.ts';
import { deleteSection, insertSectionStatement, readSections } from '#worker/boards/boardData.ts';
import migration from '../../migrations/0048_section_pin_counts.sql?raw';
import { firstId } from './helpers.ts';

/** Each section's kept count beside its pins counted: this test's oracle. */
const COUNTS = `SELECT s.id, s.pin_count AS kept,
         (SELECT COUNT(*) FROM pins p WHERE p.section_id = s.id AND p.deleted_at IS NULL) AS counted
    FROM board_sections s ORDER BY s.id`;

async function expectKeptAsCounted(): Promise<void> {
  const { results } = await env.DB.prepare(COUNTS).all<{ id: number; kept: number; counted: number }>();
  expect(results.some((r) => r.counted > 0)).toBe(true);
  expect(results.filter((r) => r.kept !== r.counted)).toEqual([]);
}

const keptOf = async (sectionId: number) =>
  (await env.DB.prepare('SELECT pin_count AS n FROM board_sections WHERE id = ?').bind(sectionId).first<{ n: number }>())!.n;

/** A fresh board of a member with two sections. */
async function boardWithSections(): Promise<{ owner: number; board: BoardId; a: SectionId; b: SectionId }> {
  const owner = await firstId('SELECT id FROM users ORDER BY id LIMIT 1');
  const board = (await firstId(
    `INSERT INTO boards (owner_id, name, slug, privacy, created_at) VALUES (?1, 'Sections', ?2, 'public', 0) RETURNING id`,
    owner,
    `sections-${Date.now().toString(36)}`,
  )) as BoardId;
  const [a, b] = await env.DB.batch<{ id: SectionId }>([insertSectionStatement(env.DB, board, 'A', 'a'), insertSectionStatement(env.DB, board, 'B', 'b')]);
  return { owner, board, a: a.results[0].id, b: b.results[0].id };
}

/** Saves `n` pins of the catalogue into a section of the board; their ids. */
async function pinsInto(owner: number, board: number, section: number, n: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, section_id, kind, title, image_signature, created_at)
     SELECT ?1, ?2, ?3, 'image', 'Section test pin', image_signature, 0 FROM pins WHERE deleted_at IS NULL LIMIT ?4 RETURNING id`,
  )
    .bind(owner, board, section, n)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

describe("a board section's pin count, kept (docs/architecture.md: What keeps pages cheap)", () => {
  it('follows pins saved, moved, merged, deleted by mark and for good, restored, and a section deleted', async () => {
    const { owner, board, a, b } = await boardWithSections();
    const inA = await pinsInto(owner, board, a, 5);
    await pinsInto(owner, board, b, 2);
    expect([await keptOf(a), await keptOf(b)]).toEqual([5, 2]);

    // Two moved from A to B (the bulk move), one marked deleted, then restored.
    await env.DB.prepare('UPDATE pins SET section_id = ?1 WHERE id IN (?2, ?3)').bind(b, inA[0], inA[1]).run();
    expect([await keptOf(a), await keptOf(b)]).toEqual([3, 4]);
    await env.DB.prepare('UPDATE pins SET deleted_at = 1 WHERE id = ?').bind(inA[2]).run();
    expect(await keptOf(a)).toBe(2);
    await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(inA[2]).run();
    expect(await keptOf(a)).toBe(3);
    // A pin already marked deleted changes nothing when it is moved or removed for good.
    await env.DB.prepare('UPDATE pins SET deleted_at = 1 WHERE id = ?').bind(inA[3]).run();
    await env.DB.prepare('UPDATE pins SET section_id = ?1 WHERE id = ?2').bind(b, inA[3]).run();
    await env.DB.prepare('DELETE FROM pins WHERE id = ?').bind(inA[3]).run();
    expect([await keptOf(a), await keptOf(b)]).toEqual([2, 4]);
    await expectKeptAsCounted();

    // Removed for good (the bulk delete), then A merged into B (its pins moved over).
    await env.DB.prepare('DELETE FROM pins WHERE id = ?').bind(inA[4]).run();
    expect(await keptOf(a)).toBe(1);
    await env.DB.prepare('UPDATE pins SET section_id = ?2 WHERE section_id = ?1').bind(a, b).run();
    expect([await keptOf(a), await keptOf(b)]).toEqual([0, 5]);

    // A section deleted leaves its pins on the board, outside any section; the board page reads the kept counts.
    const c = (await insertSectionStatement(env.DB, board, 'C', 'c').first<{ id: SectionId }>())!.id;
    await pinsInto(owner, board, c, 3);
    await deleteSection(env.DB, b);
    const sections = await readSections(env.DB, board, { url: '/owner/sections/' });
    expect(sections.map((s) => [s.name, s.pinCount])).toEqual([
      ['A', 0],
      ['C', 3],
    ]);
    await expectKeptAsCounted();
  });

  it('the migration gives every section what the triggers would', async () => {
    const { owner, board, a } = await boardWithSections();
    await pinsInto(owner, board, a, 4);
    await env.DB.prepare('UPDATE board_sections SET pin_count = pin_count + 7').run();
    const backfill = migration.slice(migration.indexOf('UPDATE board_sections'), migration.indexOf('CREATE TRIGGER'));
    await env.DB.prepare(backfill).run();
    await expectKeptAsCounted();
  });
});
