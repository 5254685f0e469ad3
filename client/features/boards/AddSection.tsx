// "+ Section" on a board for its owner: names a new section (BoardSectionResource create), a real form that works
// without JavaScript too (back to the board); with JavaScript the new section opens once it is made.
import { type FormEvent, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { BoardDetail } from '#shared/types.ts';

export function AddSection({ board, flash: pageFlash }: { board: BoardDetail; flash?: FormFlash }) {
  const flash = flashFor(pageFlash, 'BoardSectionResource', 'create');
  const [error, setError] = useState<string | null>(flash?.error ?? null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const name = String(new FormData(event.currentTarget).get('name') ?? '');
      const answer = await callResource('BoardSectionResource', 'create', { board_id: board.entityId, name });
      window.location.assign(answer.data.url);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
      setBusy(false);
    }
  }
  return (
    <details className="add-section" open={Boolean(flash?.error)} data-test-id="add-section">
      <summary className="button">+ Section</summary>
      <form method="post" action={formAction('BoardSectionResource', 'create')} onSubmit={(e) => void onSubmit(e)} className="add-section__form">
        <input type="hidden" name="board_id" value={board.entityId} />
        <input type="hidden" name="next" value={board.url} />
        <label>
          Section name
          <input className="input" name="name" required maxLength={50} defaultValue={flash?.values?.name} placeholder="Like “Breakfast” or “Bathroom”" />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Add section
        </button>
        {error && (
          <p role="alert" className="auth-form__error">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
