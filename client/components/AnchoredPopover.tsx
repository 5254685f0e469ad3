// A popover (menu, board picker, share flyout) drawn in the browser's top layer (the Popover
// API), so no card edge, overflow or stacking order clips or covers it, placed next to its anchor
// inside the window (popoverPlacement.ts), no wider than POPOVER_MAX_WIDTH_PX, following it on scroll and resize; on a phone it
// is a bottom sheet over the dimmed page (a press there closes it and reaches nothing below), headed by its title and a
// close button (every sheet the same frame). Its DOM stays where it is
// rendered, so the owner's "click outside" checks and React events keep working. Focus moving to a control outside it
// and its anchor closes it (./focusLeave.ts); being scrollable makes it no Tab stop of its own.
import { type HTMLAttributes, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useCloseOnFocusLeave } from './focusLeave.ts';
import { POPOVER_MAX_WIDTH_PX, placePopover } from './popoverPlacement.ts';
import { SheetHead } from './SheetHead.tsx';
import './popover.css';

export interface AnchoredPopoverProps extends HTMLAttributes<HTMLDivElement> {
  /** The control that opened the popover. */
  anchor: RefObject<HTMLElement | null>;
  /** Which edge of the anchor the popover lines up with. */
  align?: 'start' | 'end';
  'data-test-id'?: string;
  /**
   * Its title: every sheet has one, with a close button, over the dimmed page (one frame for every sheet; a popover
   * next to its anchor shows them only when it asks, `framed`); it names the popover unless it names itself.
   */
  sheetTitle: string;
  /** Closes it: the sheet's close button, and a press on the page the sheet dims. */
  onClose: () => void;
  /** Whether the title and close button show next to the anchor too (a desktop popover with nothing else to close it). */
  framed?: boolean;
}

/** The click that ends a press on a sheet's dimmed page: swallowed (whatever closed the sheet, it may be gone by then). */
function swallowNextClick(): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => removeEventListener('click', swallow, true), 800);
}

export function AnchoredPopover({ anchor, align = 'start', className, children, sheetTitle, onClose, framed = false, ...rest }: AnchoredPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const named = !rest['aria-label'] && !rest['aria-labelledby'] ? { 'aria-labelledby': titleId } : undefined;
  const close = useRef(onClose);
  close.current = onClose;
  useCloseOnFocusLeave([ref, anchor], true, onClose);
  // A sheet's page is dimmed: a press there closes the sheet (when it can be closed) and goes no further.
  useLayoutEffect(() => {
    const onPress = (event: PointerEvent) => {
      const el = ref.current;
      if (!el?.classList.contains('top-layer--sheet') || event.composedPath().includes(el)) return;
      // A dialog or another popover opened over the sheet (a sign-up modal, a confirmation) is not the dimmed page.
      if ((event.target as Element).closest?.('dialog, [popover]')) return;
      swallowNextClick();
      close.current();
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!el.matches(':popover-open')) el.showPopover();
    const place = () => {
      const from = anchor.current?.getBoundingClientRect();
      if (!from) return;
      el.style.maxHeight = '';
      // Measured at its bounded width: a popover's content never spreads it over the page.
      el.style.maxWidth = `${POPOVER_MAX_WIDTH_PX}px`;
      const at = placePopover(
        from,
        { width: el.offsetWidth, height: el.scrollHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        align,
      );
      el.classList.toggle('top-layer--sheet', at.sheet);
      if (at.sheet) {
        el.style.left = el.style.top = el.style.maxWidth = '';
        return;
      }
      el.style.left = `${at.left}px`;
      el.style.top = `${at.top}px`;
      el.style.maxHeight = `${at.maxHeight}px`;
      el.style.maxWidth = `${at.maxWidth}px`;
    };
    place();
    // Placed again when its content changes size (a list that loads), a frame later so a resize
    // never feeds the observer that reported it.
    const resized = new ResizeObserver(() => requestAnimationFrame(place));
    resized.observe(el);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      if (el.matches(':popover-open')) el.hidePopover();
    };
  }, [anchor, align]);
  return (
    <div
      ref={ref}
      popover="manual"
      tabIndex={-1}
      className={`top-layer${framed ? ' top-layer--framed' : ''}${className ? ` ${className}` : ''}`}
      {...named}
      {...rest}
    >
      <SheetHead id={titleId} title={sheetTitle} onClose={onClose} />
      {children}
    </div>
  );
}
