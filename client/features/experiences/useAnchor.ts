// The page position of the element an anchored experience (tooltip, flyout, popover) points at,
// from the spec's anchor names (shared/experiences/constants.ts ANCHORS); null when it is absent.
import { useEffect, useState } from 'react';
import { ANCHORS } from '#shared/experiences/constants.ts';
import { anchorElement } from './props.ts';

export interface AnchorBox {
  element: HTMLElement;
  top: number;
  left: number;
  width: number;
  height: number;
}

function measure(element: HTMLElement): AnchorBox {
  const r = element.getBoundingClientRect();
  return { element, top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width, height: r.height };
}

/** Measures the anchor after mount and on resize; the box is in page coordinates. */
export function useAnchor(anchor: string | undefined): { box: AnchorBox | null; checked: boolean } {
  const [state, setState] = useState<{ box: AnchorBox | null; checked: boolean }>({ box: null, checked: false });
  useEffect(() => {
    const element = anchorElement(anchor ? ANCHORS[anchor] : undefined);
    const update = () => setState({ box: element ? measure(element) : null, checked: true });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [anchor]);
  return state;
}
