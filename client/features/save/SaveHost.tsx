// The App's save host: what every save control of one App shares starts here. The session itself
// (saveSession.tsx: the viewer's boards, save_behavior, where each pin was saved) is created by the
// first save control that asks for it, in the save controls' chunk, so a first visit does not download
// it (docs/performance.md); its toast is this host's signal, shown by SaveToast.tsx in the bottom stack.
import { signal } from '@preact/signals-react';
import { type ReactNode, useEffect, useState } from 'react';
import { type SaveSlot, SaveSlotContext } from './saveSlot.ts';

/** Provides the save session and its toast to the page and to the bottom stack. */
export function SaveHost({ children }: { children: ReactNode }) {
  const [slot] = useState<SaveSlot>(() => ({ toast: signal(null), session: null }));
  useEffect(
    () => () => {
      slot.toast.value = null;
    },
    [slot],
  );
  return <SaveSlotContext value={slot}>{children}</SaveSlotContext>;
}
