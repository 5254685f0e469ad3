// The pin owner's role on a card (docs/rules/pin-card.md#roles-spec-000-6): the pinner is the signed-in viewer.
import type { Pin, Viewer } from '../types.ts';

/** docs/rules/pin-card.md#roles-spec-000-6: the viewer is signed in and pinned this pin. */
export const isPinOwner = (pin: Pick<Pin, 'pinner'>, viewer: Pick<Viewer, 'isAuth' | 'id'>): boolean => viewer.isAuth && pin.pinner.entityId === viewer.id;
