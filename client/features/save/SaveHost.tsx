// The App's save host: what every save control of one App shares starts here, and the one save
// toast is rendered here. The session itself (saveSession.tsx: the viewer's boards, save_behavior,
// where each pin was saved) is created by the first save control that asks for it, in the save
// controls' chunk, so a first visit does not download it (docs/performance.md); its toast is this host's signal.
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useState } from 'react';
import { SaveToast } from './SaveToast.tsx';
import { type SaveSlot, SaveSlotContext } from './saveSlot.ts';

/** Provides the save session to the page and renders its toast. */
export function SaveHost({ children }: { children: ReactNode }) {
  useSignals();
  const [slot] = useState<SaveSlot>(() => ({ toast: signal(null), session: null }));
  useEffect(
    () => () => {
      slot.toast.value = null;
    },
    [slot],
  );
  return (
    <SaveSlotContext value={slot}>
      {children}
      <SaveToast
        toast={slot.toast.value}
        onClose={() => {
          slot.toast.value = null;
        }}
      />
    </SaveSlotContext>
  );
}
