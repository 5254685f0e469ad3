// Image rows by signature, for everything that stores only a signature (carousel slots, story
// blocks, collection items): one statement with the list as one JSON parameter, so a page of any
// size stays inside D1's 100 bound parameters.
import { imageSpecs } from '#shared/images.ts';
import type { ImageSize, ImageSpec } from '#shared/types.ts';

export interface ImageRow {
  signature: string;
  ext: string;
  width: number;
  height: number;
}

/** The statement reading the image rows of the given signatures (for a D1 batch). */
export function imageRowsStatement(db: D1Database, signatures: string[]): D1PreparedStatement {
  return db.prepare('SELECT signature, ext, width, height FROM images WHERE signature IN (SELECT value FROM json_each(?))').bind(JSON.stringify(signatures));
}

/** Image specs by signature from the rows the statement answered (bots get originals only, docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
export function specsBySignature(rows: ImageRow[], forBot: boolean): Map<string, Partial<Record<ImageSize, ImageSpec>>> {
  return new Map(rows.map((r) => [r.signature, imageSpecs(r.signature, r.ext, r.width, r.height, forBot)]));
}
