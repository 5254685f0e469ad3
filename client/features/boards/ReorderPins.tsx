// Organize mode's reorder (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): the owner drags a pin to a new
// place with a mouse or a finger, or focuses it and uses Space to lift, the arrows to move, Space
// to drop and Escape to cancel; a live region says what happened. Each drop is one BoardPinOrderResource move.
// A drag follows the pointer on the window, not on the pin: moving a pin later moves its own element in the list,
// which drops a pointer capture held on it.
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { chooseImage } from '#shared/images.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';

const EARLIER = new Set(['ArrowLeft', 'ArrowUp']);
const LATER = new Set(['ArrowRight', 'ArrowDown']);

export function ReorderPins({ board, pins }: { board: BoardDetail; pins: Pin[] }) {
  const [order, setOrderState] = useState(pins);
  const [lifted, setLifted] = useState<string | null>(null);
  // The order as last set, for the drag's window listeners and the drop that follow it within one render.
  const current = useRef(pins);
  const setOrder = (next: Pin[]) => {
    current.current = next;
    setOrderState(next);
  };
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);
  const [said, say] = useState('');
  const [error, setError] = useState<string | null>(null);
  const before = useRef<Pin[]>(pins);
  const list = useRef<HTMLUListElement>(null);

  const position = (items: Pin[], id: string) => items.findIndex((p) => p.entityId === id) + 1;
  const focusPin = (id: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-pin-id="${id}"]`)?.focus());

  function lift(id: string) {
    before.current = current.current;
    setLifted(id);
    say(`Picked up pin ${position(order, id)} of ${order.length}`);
  }

  function moveTo(id: string, index: number) {
    const order = current.current;
    const from = order.findIndex((p) => p.entityId === id);
    const to = Math.max(0, Math.min(order.length - 1, index));
    if (from < 0 || from === to) return;
    const next = [...order];
    const [pin] = next.splice(from, 1);
    next.splice(to, 0, pin);
    setOrder(next);
    say(`Moved to position ${to + 1}`);
    focusPin(id);
  }

  async function drop(id: string) {
    setLifted(null);
    const order = current.current;
    const at = order.findIndex((p) => p.entityId === id);
    if (before.current.findIndex((p) => p.entityId === id) === at) return say('Dropped');
    say('Dropped');
    setError(null);
    try {
      await callResource('BoardPinOrderResource', 'update', { board_id: board.entityId, pin_id: id, before_pin_id: order[at + 1]?.entityId ?? null });
    } catch (e) {
      setOrder(before.current);
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  function cancel() {
    setOrder(before.current);
    setLifted(null);
    say('Move cancelled');
  }

  /** Lifts the pin under the pointer and follows that pointer on the window until it is released. */
  function startDrag(event: ReactPointerEvent<HTMLElement>, id: string) {
    if (event.button !== 0) return;
    stopDrag.current?.();
    const pointer = event.pointerId;
    lift(id);
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-pin-id]');
      const target = over && list.current?.contains(over) ? over.dataset.pinId : undefined;
      if (target && target !== id)
        moveTo(
          id,
          current.current.findIndex((p) => p.entityId === target),
        );
    };
    const onEnd = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      stop();
      if (e.type === 'pointercancel') cancel();
      else void drop(id);
    };
    const stop = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stopDrag.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stopDrag.current = stop;
  }

  return (
    <div className="reorder-pins" data-test-id="reorder-pins">
      <p className="reorder-pins__help" id="reorder-help">
        <span className="reorder-pins__help-touch">Drag a Pin with your finger to a new place.</span>
        <span className="reorder-pins__help-keys">
          Drag a Pin to a new place, or focus it and press Space to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel.
        </span>
      </p>
      <p className="visually-hidden" aria-live="assertive" data-test-id="reorder-status">
        {said}
      </p>
      {error && <p role="alert">{error}</p>}
      <ul className="bulk-editor__grid reorder-pins__grid" ref={list}>
        {order.map((pin, i) => {
          const image = chooseImage(pin.images);
          const id = pin.entityId;
          return (
            <li
              key={id}
              data-pin-id={id}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: each pin is a keyboard-movable item
              tabIndex={0}
              aria-roledescription="movable Pin"
              aria-describedby="reorder-help"
              aria-label={`${pin.title || pin.altText || 'Pin'}, position ${i + 1} of ${order.length}`}
              className={`reorder-pins__pin${lifted === id ? ' reorder-pins__pin--lifted' : ''}`}
              onKeyDown={(e) => {
                if (e.key === ' ' || e.key === 'Enter') {
                  e.preventDefault();
                  if (lifted === id) void drop(id);
                  else lift(id);
                } else if (lifted === id && (EARLIER.has(e.key) || LATER.has(e.key))) {
                  e.preventDefault();
                  moveTo(id, i + (EARLIER.has(e.key) ? -1 : 1));
                } else if (lifted === id && e.key === 'Escape') {
                  e.preventDefault();
                  cancel();
                }
              }}
              onPointerDown={(e) => startDrag(e, id)}
            >
              {image && (
                <img src={image.url} alt={pin.altText || pin.title} width={120} height={Math.round((image.height * 120) / image.width)} draggable={false} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
