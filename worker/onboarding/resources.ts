// OnboardingResource (docs/rules/closeup-and-visitors.md#constants-spec-002-9): the new member's onboarding state, and one step completed or
// skipped at a time. Choices: gender (with the default locale and country), interests (kept in
// member_interests and followed), use case, and pins (saved to the member's profile).
import type { Context } from 'hono';
import * as api from '#shared/api/onboarding.ts';
import { parseId, type UserId } from '#shared/ids.ts';
import { nextStep, type OnboardingState } from '#shared/onboarding/steps.ts';
import type { Pin } from '#shared/types.ts';
import { implement } from '#worker/api/implement.ts';
import { ensureQuickSaves } from '#worker/boards/boardData.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendPinsAdded } from '#worker/middleware/pinsAdded.ts';
import { readVisiblePins } from '#worker/pins/pinData.ts';
import { savePinsToBoard } from '#worker/save/saveData.ts';
import { readOnboarding, readPinChoices, writeGender, writeInterests, writeProgress } from './onboardingData.ts';

/** The member's state and the pins the PinPicker offers for it. */
export async function onboardingView(c: Context<AppEnv>, me: UserId): Promise<{ state: OnboardingState; pins: Pin[] }> {
  const state = await readOnboarding(c.env.DB, me);
  const ids = await readPinChoices(
    c.env.DB,
    state.interestIds.flatMap((text) => parseId<'interest'>(text) ?? []),
  );
  const byId = await readVisiblePins(c.env.DB, ids, me, { forBot: false, viewerId: me });
  return { state, pins: ids.flatMap((id) => byId.get(id) ?? []) };
}

export const OnboardingResource = implement(api.OnboardingResource, {
  get: async (c, _o, me) => ({ data: await onboardingView(c, me) }),
  update: async (c, o, me) => {
    const db = c.env.DB;
    const writes: D1PreparedStatement[] = [];
    if (!o.skip && o.step === 'Gender' && o.gender) writes.push(writeGender(db, me, o.gender));
    if (!o.skip && o.step === 'InterestPicker' && o.interest_ids) writes.push(...writeInterests(db, me, o.interest_ids));
    // The picked pins go to the member's profile (quick saves), skipping any they may not see, in the step's batch.
    const picks = !o.skip && o.step === 'PinPicker' ? (o.pin_ids ?? []) : [];
    if (picks.length) {
      await spendPinsAdded(c, picks.length);
      writes.push(...savePinsToBoard(db, me, picks, await ensureQuickSaves(db, me)));
    }
    writes.push(writeProgress(db, me, nextStep(o.step), !o.skip && o.step === 'UseCase' ? o.use_case : undefined));
    await db.batch(writes);
    return { data: await onboardingView(c, me) };
  },
});
