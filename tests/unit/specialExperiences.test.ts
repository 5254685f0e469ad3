// Special experience ids (docs/rules/experiences.md#constants-spec-001-9, docs/rules/closeup-and-visitors.md#constants-spec-002-9): every listed id is defined once, with a name,
// and the experience log names the special experience an entry is about.
import { describe, expect, it } from 'vitest';
import { nameSpecialExperiences, withSpecialName } from '#client/features/experiences/log.ts';
import { SPECIAL_EXPERIENCE } from '#shared/experiences/constants.ts';
import { SPECIAL_EXPERIENCES, specialExperience } from '#shared/experiences/specialIds.ts';

/** docs/rules/experiences.md#constants-spec-001-9 word for word: "502597, 500863, 501153, 501487, 500500, 501041, 505086, 502312, 502320 to 502322, 502722, 507054, 502527, 503755, 500417". */
const SPEC_001_IDS = [502597, 500863, 501153, 501487, 500500, 501041, 505086, 502312, 502320, 502321, 502322, 502722, 507054, 502527, 503755, 500417];
/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: "507054, 502527, 503755 and 500417". */
const SPEC_002_IDS = [507054, 502527, 503755, 500417];

describe('special experience ids (experiences: Constants; closeup-and-visitors: Constants)', () => {
  it('B28: the table holds exactly the listed ids, each once, with a name and a rule (experiences: Constants)', () => {
    expect(SPECIAL_EXPERIENCES.map((s) => s.id).sort()).toEqual([...SPEC_001_IDS].sort());
    expect(new Set(SPECIAL_EXPERIENCES.map((s) => s.name)).size).toBe(SPECIAL_EXPERIENCES.length);
    for (const s of SPECIAL_EXPERIENCES) expect(s.name && s.rule).toBeTruthy();
  });
  it('its ids are among them, and every id with a rule of ours is in the table (closeup-and-visitors: Constants)', () => {
    for (const id of [...SPEC_002_IDS, ...Object.values(SPECIAL_EXPERIENCE)]) expect(specialExperience(id), String(id)).toBeDefined();
    expect(specialExperience(510001)).toBeUndefined();
  });
  it('B28, C56: ids without a rule in the spec say so instead of inventing one (experiences: Constants)', () => {
    for (const id of [501487, 500500, 501041, 505086, 502312, 502320, 502321, 502322, 502527]) {
      expect(specialExperience(id)?.rule).toContain('the spec gives no rule');
    }
  });
  it('B28: an experience log entry about a special experience carries its name (experiences: Constants)', () => {
    expect(withSpecialName({ placed_experience_id: '1000500:507054' })).toEqual({ placed_experience_id: '1000500:507054' });
    nameSpecialExperiences(specialExperience);
    expect(withSpecialName({ placed_experience_id: '1000500:507054' })).toEqual({ placed_experience_id: '1000500:507054', special: 'cookie consent' });
    expect(withSpecialName({ placed_experience_id: '1000421:502320' })).toMatchObject({ special: 'special 502320' });
    expect(withSpecialName({ placed_experience_id: '1000170:510070' })).toEqual({ placed_experience_id: '1000170:510070' });
    expect(withSpecialName({ message: 'x' })).toEqual({ message: 'x' });
  });
});
