// docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9 and docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9: new and resurrected members (both windows 28 days), the two
// shapes resurrection data is read from, and image-only grid eligibility (docs/rules/pin-card.md#roles-spec-000-6).
import { describe, expect, it } from 'vitest';
import { NEW_USER_WINDOW_DAYS, RESURRECTION_WINDOW_DAYS } from '#shared/constants.ts';
import { imageOnlyGridEligible, isNewUser, isResurrected, resurrectionDate, returnsAfterAbsence } from '#shared/users/memberLifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('new and resurrected members (experiences: Constants; closeup-and-visitors: Constants)', () => {
  it('both windows are 28 days (experiences: Constants)', () => {
    expect(RESURRECTION_WINDOW_DAYS).toBe(28);
    expect(NEW_USER_WINDOW_DAYS).toBe(28);
  });

  it.each([
    [{ resurrection_info: { resurrection_dt: '2026-11-01T00:00:00Z' } }, Date.parse('2026-11-01T00:00:00Z')],
    [{ resurrectionInfo: { resurrectionDate: '2026-11-02T00:00:00Z' } }, Date.parse('2026-11-02T00:00:00Z')],
    [{ resurrection_info: { resurrection_dt: 1_700_000_000_000 } }, 1_700_000_000_000],
    [{ resurrection_info: { resurrection_dt: null } }, null],
    [{ resurrectionInfo: { resurrectionDate: 'not a date' } }, null],
    [{}, null],
  ])('B13: reads the resurrection date from %j (experiences: Experience data)', (user, expected) => {
    expect(resurrectionDate(user)).toBe(expected);
  });

  it('a member is new for 28 days after joining (closeup-and-visitors: Constants)', () => {
    expect(isNewUser(NOW - 27 * DAY, NOW)).toBe(true);
    expect(isNewUser(NOW - 28 * DAY, NOW)).toBe(false);
    expect(isNewUser(null, NOW)).toBe(false);
  });

  it('B13: a resurrection counts for 28 days; a sign-in after 28 days away is one (experiences: Constants)', () => {
    expect(isResurrected(NOW - 3 * DAY, NOW)).toBe(true);
    expect(isResurrected(NOW - 28 * DAY, NOW)).toBe(false);
    expect(returnsAfterAbsence(NOW - 28 * DAY, NOW)).toBe(true);
    expect(returnsAfterAbsence(NOW - 27 * DAY, NOW)).toBe(false);
    expect(returnsAfterAbsence(null, NOW)).toBe(false);
  });

  it('A49: new or resurrected members are eligible for the image-only grid (pin-card: Roles)', () => {
    expect(imageOnlyGridEligible(NOW - DAY, {}, NOW)).toBe(true);
    expect(imageOnlyGridEligible(NOW - 400 * DAY, { resurrection_info: { resurrection_dt: NOW - DAY } }, NOW)).toBe(true);
    expect(imageOnlyGridEligible(NOW - 400 * DAY, { resurrection_info: { resurrection_dt: NOW - 40 * DAY } }, NOW)).toBe(false);
  });
});
