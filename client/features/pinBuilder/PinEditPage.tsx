// The pin editor (/pin/{id}/edit/, the pin's creator only): its title, description, destination
// link and alt text, its board and section, and deleting it (after a confirmation dialog).
import { useState } from 'react';
import { ConfirmDialog } from '#client/components/ConfirmDialog.tsx';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { chooseImage } from '#shared/images.ts';
import type { PageData } from '#shared/pages.ts';
import { pinPath, profilePath } from '#shared/paths.ts';
import { type BoardChoice, BoardChooser } from './BoardChooser.tsx';
import { linkProblem, PinTextFields, type PinTexts } from './PinTextFields.tsx';
import './pinBuilder.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

type EditData = Extract<PageData, { kind: 'pinEdit' }>;
const messageOf = (e: unknown) => (e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);

export function PinEditPage({ data }: { data: EditData }) {
  const { pin } = data;
  const hydrated = useHydrated();
  const [texts, setTexts] = useState<PinTexts>({ title: pin.title, description: pin.description, link: pin.link ?? '', altText: pin.altText });
  const [choice, setChoice] = useState<BoardChoice>({ board: pin.board ? { id: pin.board.entityId, name: pin.board.name } : null, section: null });
  const [boardTouched, setBoardTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = chooseImage(pin.images);

  async function save() {
    setError(null);
    const problem = linkProblem(texts.link);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await callResource('PinResource', 'update', {
        id: pin.entityId,
        title: texts.title,
        description: texts.description,
        link: texts.link.trim() || null,
        alt_text: texts.altText,
        ...(boardTouched && choice.board ? { board_id: choice.board.id, section: choice.section?.id ?? null } : {}),
      });
      window.location.assign(pinPath(pin.entityId));
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  async function remove() {
    setError(null);
    setBusy(true);
    try {
      await callResource('PinResource', 'delete', { id: pin.entityId });
      setConfirming(false);
      window.location.assign(pin.board?.url ?? profilePath(pin.pinner.username));
    } catch (e) {
      // docs/rules/pin-card.md#errors-and-messages-spec-000-8: a failed delete says so.
      setError(e instanceof ResourceCallError ? e.message : 'Sorry! There was an error deleting your Pin.');
      setConfirming(false);
      setBusy(false);
    }
  }

  return (
    <section className="pin-builder" data-test-id="pin-edit">
      <h1>Edit Pin</h1>
      {/* Not a form: the board picker inside has its own (forms do not nest). */}
      <div className="pin-builder__layout">
        <div className="pin-builder__media">
          {image && <img className="pin-edit__image" src={image.url} alt={pin.altText || pin.title} width={image.width} height={image.height} />}
        </div>
        <div className="pin-builder__fields">
          <PinTextFields value={texts} onChange={setTexts} />
          <BoardChooser
            value={choice}
            onChange={(next) => {
              setBoardTouched(true);
              setChoice(next);
            }}
          />
          {error && (
            <p className="pin-builder__error" role="alert" data-test-id="pin-edit-error">
              {error}
            </p>
          )}
          <div className="pin-edit__actions">
            <button
              type="button"
              {...NEEDS_SCRIPT}
              className="button button--primary"
              data-test-id="pin-edit-save"
              disabled={!hydrated || busy}
              onClick={() => void save()}
            >
              Save
            </button>
            <a className="button" href={pinPath(pin.entityId)}>
              Cancel
            </a>
            <button
              type="button"
              {...NEEDS_SCRIPT}
              className="button"
              data-test-id="pin-edit-delete"
              disabled={!hydrated || busy}
              onClick={() => setConfirming(true)}
            >
              Delete Pin
            </button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this Pin?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        testId="pin-edit-confirm-delete"
      >
        <p>It goes from your board and from everyone’s feeds. This can’t be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pinEdit: PageView<'pinEdit'> } = {
  pinEdit: ({ data }) => <PinEditPage data={data} />,
};
