// The save button of a card for signed-in viewers: one tap saves the pin (RepinResource create)
// and says where it went; taps are ignored while a save is in flight (spec 000 §4).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { SaveControlKind } from '#shared/pinCard/saveControl.ts';
import type { Pin } from '#shared/types.ts';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';

const FAILED = 'Sorry! Something went wrong on our end.';

export function CardSaveButton({ pin, kind }: { pin: Pin; kind: Exclude<SaveControlKind, 'hidden' | 'upsell' | 'promote'> }) {
  useSignals();
  const state = useSignal<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const message = useSignal('');
  const save = async () => {
    if (state.value === 'saving' || state.value === 'saved') return;
    state.value = 'saving';
    try {
      const { data } = await callResource<{ board?: { name: string } }>('RepinResource', 'create', { pin_id: pin.entityId });
      state.value = 'saved';
      message.value = data.board ? `Saved to ${data.board.name}` : 'Saved to Profile';
    } catch (error) {
      state.value = 'failed';
      message.value = error instanceof ResourceCallError ? error.message : FAILED;
    }
  };
  return (
    <>
      <button
        type="button"
        className={`button button--primary pin-card__save pin-card__save--${kind}`}
        data-test-id="save-button"
        aria-busy={state.value === 'saving'}
        onClick={() => void save()}
      >
        {state.value === 'saved' ? 'Saved' : 'Save'}
      </button>
      {message.value && <p className="pin-card__save-message" role="status">{message.value}</p>}
    </>
  );
}
