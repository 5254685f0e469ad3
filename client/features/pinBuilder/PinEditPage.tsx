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
import { NeedsScriptNotice } from './NeedsScriptNotice.tsx';
import { linkProblem, PinTextFields, type PinTexts } from './PinTextFields.tsx';
import { BuilderError } from './publishPin.tsx';
import './pinBuilder.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

type EditData = Extract<PageData, { kind: 'pinEdit' }>;

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

  /** Runs a call on the pin, then leaves for `next`; a failure is shown (as `failed` unless the call says why). */
  async function act(call: () => Promise<unknown>, next: string, failed: string) {
    setError(null);
    setBusy(true);
    try {
      await call();
      setConfirming(false);
      window.location.assign(next);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : failed);
      setConfirming(false);
      setBusy(false);
    }
  }

  function save() {
    const problem = linkProblem(texts.link);
    if (problem) return setError(problem);
    const board = boardTouched && choice.board ? { board_id: choice.board.id, section: choice.section?.id ?? null } : {};
    const update = { id: pin.entityId, title: texts.title, description: texts.description, link: texts.link.trim() || null, alt_text: texts.altText, ...board };
    void act(() => callResource('PinResource', 'update', update), pinPath(pin.entityId), SERVER_ERROR_MESSAGE);
  }

  // docs/rules/pin-card.md#errors-and-messages-spec-000-8: a failed delete says so.
  const remove = () =>
    act(
      () => callResource('PinResource', 'delete', { id: pin.entityId }),
      pin.board?.url ?? profilePath(pin.pinner.username),
      'Sorry! There was an error deleting your Pin.',
    );

  /** A button that acts on the pin once the page runs its script. */
  const action = (label: string, testId: string, className: string, onClick: () => void) => (
    <button type="button" {...NEEDS_SCRIPT} className={className} data-test-id={testId} disabled={!hydrated || busy} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <section className="pin-builder" data-test-id="pin-edit">
      <h1>Edit Pin</h1>
      <NeedsScriptNotice tool="Edit Pin" />
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
          <BuilderError error={error} testId="pin-edit-error" />
          <div className="pin-edit__actions">
            {action('Save', 'pin-edit-save', 'button button--primary', save)}
            <a className="button" href={pinPath(pin.entityId)}>
              Cancel
            </a>
            {action('Delete Pin', 'pin-edit-delete', 'button', () => setConfirming(true))}
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
