// The pin more (ellipsis) button on the closeup (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): what a press opens for a viewer.

export type MoreButtonBehaviour = 'contextMenu' | 'overlay' | 'tap';

export interface MoreButtonViewer {
  isAuth: boolean;
  isMobile: boolean;
  /** Whether the pin has a pinner to show in the overlay. */
  hasPinner: boolean;
}

/**
 * docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: a signed-in user or a desktop visitor gets a context menu; a signed-out mobile
 * visitor on a pin with a pinner gets an overlay; otherwise the tap handler runs.
 */
export function moreButtonBehaviour({ isAuth, isMobile, hasPinner }: MoreButtonViewer): MoreButtonBehaviour {
  if (isAuth || !isMobile) return 'contextMenu';
  return hasPinner ? 'overlay' : 'tap';
}
