// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a board's grid may be dense (the compact columns). The choice is a switch above the
// grid; a member's is remembered as a user state (UserStateResource, docs/rules/closeup-and-visitors.md#calls-spec-002-7).
import { useEffect, useState } from 'react';
import { callResource, getResource } from '#client/lib/resource.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import type { PinDensity } from '#shared/masonry.ts';
import type { Viewer } from '#shared/types.ts';

const DENSITY_STATE = 'BOARD_PIN_DENSITY';

/** A remembered density, when it is one. */
export const asPinDensity = (value: unknown): PinDensity | null => (value === 'default' || value === 'dense' ? value : null);

/** The grid density of board pages for this viewer, and a setter that remembers a member's choice. */
export function usePinDensity(viewer: Viewer): [PinDensity, (next: PinDensity) => void] {
  const [density, setDensity] = useState<PinDensity>('default');
  useEffect(() => {
    if (!viewer.isAuth || viewer.isLimitedLogin) return;
    void getResource('UserStateResource', {})
      .then(({ data }) => setDensity(asPinDensity(data.states[DENSITY_STATE]) ?? 'default'))
      .catch(() => {});
  }, [viewer.isAuth, viewer.isLimitedLogin]);
  const choose = (next: PinDensity) => {
    setDensity(next);
    if (viewer.isAuth && !viewer.isLimitedLogin) void callResource('UserStateResource', 'create', { state: DENSITY_STATE, value: next }).catch(() => {});
  };
  return [density, choose];
}

export function PinDensityToggle({ density, onChange }: { density: PinDensity; onChange: (next: PinDensity) => void }) {
  return (
    <button
      type="button"
      className="button board-page__density"
      aria-pressed={density === 'dense'}
      data-test-id="pin-density"
      {...NEEDS_SCRIPT}
      onClick={() => onChange(density === 'dense' ? 'default' : 'dense')}
    >
      Dense grid
    </button>
  );
}
