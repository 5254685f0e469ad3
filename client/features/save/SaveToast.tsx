// The save toast: "Saved to {board}" (or section/Profile) with Change and Organize, shown for
// 5000 ms (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), or an error text shown for 2000 ms (docs/rules/closeup-and-visitors.md#constants-spec-002-9); each fades out in 200 ms,
// and the saved toast's icon animates after 700 ms unless it is a repin to an existing board.
// The live region is rendered with the page, in the bottom stack (App.tsx), from the host's slot
// (SaveHost.tsx); the toast's card (SaveToastCard.tsx) is not in the first download: it loads once
// the page is idle, or when the first toast is shown if sooner.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, use, useEffect } from 'react';
import { whenIdle } from '#client/lib/whenIdle.ts';
import './save.css';
import { SaveSlotContext } from './saveSlot.ts';

const loadCard = () => import('./SaveToastCard.tsx');
/** One component throughout (once downloaded it renders at once), so a shown toast is never remounted. */
const Card = lazy(() => loadCard().then((m) => ({ default: m.SaveToastCard })));

export function SaveToast() {
  useSignals();
  const slot = use(SaveSlotContext);
  const toast = slot?.toast.value;
  const onClose = () => {
    if (slot) slot.toast.value = null;
  };
  useEffect(() => whenIdle(() => void loadCard().catch(() => undefined)), []);
  return (
    <div className="save-toast-region" aria-live="polite" role="status">
      {toast && (
        <Suspense fallback={null}>
          <Card toast={toast} onClose={onClose} />
        </Suspense>
      )}
    </div>
  );
}
