// What every experience component receives, and small helpers they share.
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import { navigationTarget } from '#shared/urls.ts';
import type { CompleteOptions, ExperienceStore } from './store.ts';

/**
 * What an experience asks of the store: the store itself, or, while it still downloads after a
 * first paint, the same actions run once it is there (ExperienceHost).
 */
export type ExperienceActions = Pick<ExperienceStore, 'view' | 'complete' | 'dismiss' | 'drop'>;

export interface ExperienceProps {
  e: PlacedExperience;
  store: ExperienceActions;
  viewer: Viewer;
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: how an experience completes when the person did not press its complete
 * button or link (a tooltip with nothing to show, a tooltip passed over, the survey frame reporting it
 * finished): completed without homefeed, so the home feed is not read again under them.
 */
export const COMPLETED_ON_ITS_OWN: CompleteOptions = { variant: 'completedWithoutHomefeed' };

/** A display_data string field, or '' when absent. */
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The data-test-id of an experience's root, e.g. experience-1000100-510001. */
export const testId = (e: PlacedExperience): string => `experience-${e.placement_id}-${e.experience_id}`;

/** Ignores a failed call: the store already updated locally and the next refresh corrects it. */
export const quietly = (p: Promise<unknown>): void => void p.catch(() => undefined);

/** Dismisses, then goes to `uri` when it is a place a button of ours may lead (a modal's `dismissButton.uri`, docs/rules/experiences.md#experience-data-spec-001-3). */
export function dismissTo(store: ExperienceActions, e: PlacedExperience, uri: unknown): void {
  quietly(
    store.dismiss(e).then(() => {
      const target = navigationTarget(typeof uri === 'string' ? uri : null);
      if (target) window.location.assign(target);
    }),
  );
}

/** The element an anchored experience points at, or null. */
export function anchorElement(selector: string | undefined): HTMLElement | null {
  return selector ? document.querySelector<HTMLElement>(selector) : null;
}
