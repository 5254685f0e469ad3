// The repin editor (/pin/{id}/repin/?isEditingPin=true&pinBoardId=...), opened by the save
// toast's Change and Organize: shows where the save went and moves it to another board or section, saying so
// ("Moved to Kitchen ideas"), or that it is there already.

import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { chooseImage } from '#shared/images.ts';
import type { PageData } from '#shared/pages.ts';
import { savedToHref, saveToastText } from '#shared/save/toast.ts';
import type { BoardDetail } from '#shared/types.ts';
import { BoardPicker } from './BoardPicker.tsx';
import { useSaveSession } from './saveSession.tsx';
import './save.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';

type RepinData = Extract<PageData, { kind: 'repinEdit' }>;

export function RepinEditPage({ data }: { data: RepinData }) {
  useSignals();
  const session = useSaveSession();
  const { pin } = data;
  const [where, setWhere] = useState({ text: saveToastText({ board: pin.board }), url: savedToHref(pin.board!) });
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const image = chooseImage(pin.images);

  async function move(board: BoardDetail | null, sectionId: string | null) {
    setError(null);
    setMoved(null);
    try {
      const answer = await callResource('RepinResource', 'update', { id: pin.entityId, board_id: board?.entityId ?? null, section: sectionId });
      if (board) session.touchBoard(board);
      setWhere({ text: saveToastText({ board: answer.data.board, section: answer.data.section }), url: savedToHref(answer.data.board) });
      setMoved(`Moved to ${answer.data.section ? `${answer.data.board.name}, ${answer.data.section.name}` : answer.data.board.name}`);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  return (
    <section className="repin-edit" data-test-id="repin-edit">
      {image && <img src={image.url} alt={pin.altText || pin.title} width={236} height={Math.round((image.height * 236) / image.width)} />}
      <div>
        <h1>Edit your save</h1>
        <p data-test-id="repin-edit-where">{where.url ? <a href={where.url}>{where.text}</a> : where.text}</p>
        <h2>Move to</h2>
        <div className="repin-edit__picker">
          <BoardPicker session={session} onPick={(b, s) => void move(b, s)} onClose={() => undefined} />
        </div>
        <p role="status" className="repin-edit__moved" data-test-id="repin-edit-moved">
          {moved}
        </p>
        {error && (
          <p role="alert" className="board-picker__error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { repinEdit: PageView<'repinEdit'> } = {
  repinEdit: ({ data }) => <RepinEditPage data={data} />,
};
