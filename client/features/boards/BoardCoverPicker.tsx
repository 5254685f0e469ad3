// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board action "cover image update": the owner picks the board's cover among its
// newest pins (sent as a patch of the board, docs/rules/closeup-and-visitors.md#calls-spec-002-7), or goes back to the newest pin.
import { useEffect, useState } from 'react';
import { getResource, patchResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';

const CHOICES = 12;

export function BoardCoverPicker({ board }: { board: BoardDetail }) {
  const [pins, setPins] = useState<Pin[] | null>(null);
  const [cover, setCover] = useState(board.coverImageUrl);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    void getResource('BoardFeedResource', { board_id: board.entityId, page_size: CHOICES })
      .then(({ data }) => setPins(data))
      .catch(() => setPins([]));
  }, [board.entityId]);

  async function choose(pinId: string | null) {
    setStatus(null);
    try {
      const { data } = await patchResource('BoardResource', { board_id: board.entityId, cover_pin_id: pinId });
      setCover(data.coverImageUrl);
      setStatus(pinId ? 'Cover updated' : 'The newest Pin is the cover again');
    } catch (e) {
      setStatus(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  if (!pins?.length) return null;
  return (
    <div className="board-edit__cover" data-test-id="board-cover-picker">
      <h2>Cover</h2>
      <ul className="board-edit__cover-choices">
        {pins.map((pin) => {
          const image = pin.images['236x'];
          if (!image) return null;
          return (
            <li key={pin.entityId}>
              <button
                type="button"
                aria-pressed={cover === image.url}
                aria-label={`Use ${pin.title || pin.altText || 'this Pin'} as the cover`}
                onClick={() => void choose(pin.entityId)}
              >
                <img src={image.url} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={() => void choose(null)}>
        Use the newest Pin
      </button>
      {status && <p role="status">{status}</p>}
    </div>
  );
}
