// The phone header's menu: one button that opens the links the compact header leaves out (home,
// create, settings, log out) in a bottom sheet. Closed by Escape, a click outside or choosing.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { AnchoredPopover } from './AnchoredPopover.tsx';

export function HeaderMenu({ children }: { children: ReactNode }) {
  useSignals();
  const open = useSignal(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = open.value;
  useEffect(() => {
    if (!isOpen) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) open.value = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      open.value = false;
      button.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, isOpen]);
  return (
    <div className="header__menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="header__menu-button"
        aria-label="Menu"
        aria-haspopup="true"
        aria-expanded={open.value}
        aria-controls={id}
        data-test-id="header-menu-button"
        onClick={() => (open.value = !open.value)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open.value && (
        <AnchoredPopover anchor={button} align="end" id={id} className="header__sheet" data-test-id="header-menu">
          {children}
        </AnchoredPopover>
      )}
    </div>
  );
}
