// The section editor (/boardsection/{id}/edit/, the board's owner only): rename the section,
// merge it into another section of the board (its pins move there), or delete it (its pins stay
// on the board, outside any section).
import { type FormEvent, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { TEXT_LIMITS } from '#shared/constants.ts';
import { formAction, NEEDS_SCRIPT } from '#shared/forms.ts';
import type { PageData } from '#shared/pages.ts';
import './boards.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { counted } from '#shared/counts.ts';

type SectionData = Extract<PageData, { kind: 'sectionEdit' }>;
const messageOf = (e: unknown) => (e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);

export function SectionEditPage({ data }: { data: SectionData }) {
  const { board, section, sections } = data;
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<string>) {
    setError(null);
    setBusy(true);
    try {
      window.location.assign(await run());
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    void act(async () => (await callResource('BoardSectionResource', 'update', { section_id: section.entityId, name })).data.url);
  };

  const merge = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const into = String(new FormData(event.currentTarget).get('into_section_id') ?? '');
    void act(async () => (await callResource('BoardSectionMergeResource', 'create', { section_id: section.entityId, into_section_id: into })).data.url);
  };

  return (
    <section className="board-edit" data-test-id="section-edit">
      <h1>Edit section</h1>
      <p>
        {section.name} · {counted(section.pinCount, 'Pin')} on <a href={board.url}>{board.name}</a>
      </p>
      <form method="post" action={formAction('BoardSectionResource', 'update')} onSubmit={rename}>
        <input type="hidden" name="section_id" value={section.entityId} />
        <label>
          Name
          <input name="name" defaultValue={section.name} maxLength={TEXT_LIMITS.boardTitle} required />
        </label>
        <button className="button button--primary" type="submit" disabled={busy}>
          Rename
        </button>
      </form>
      <h2>Merge</h2>
      {sections.length ? (
        <form method="post" action={formAction('BoardSectionMergeResource', 'create')} onSubmit={merge}>
          <input type="hidden" name="section_id" value={section.entityId} />
          {/* Without JavaScript, the board's page after the merge (this section is gone). */}
          <input type="hidden" name="next" value={board.url} />
          <label>
            Move every Pin of this section into
            <select name="into_section_id" defaultValue={sections[0].entityId}>
              {sections.map((s) => (
                <option key={s.entityId} value={s.entityId}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button className="button" type="submit" disabled={busy}>
            Merge and remove this section
          </button>
        </form>
      ) : (
        <p>This board has no other section to merge into.</p>
      )}
      <h2>Delete</h2>
      {confirming ? (
        <fieldset className="section-edit__confirm">
          <legend>Delete this section? Its Pins stay on the board.</legend>
          <button
            type="button"
            {...NEEDS_SCRIPT}
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await callResource('BoardSectionResource', 'delete', { section_id: section.entityId });
                return board.url;
              })
            }
          >
            Delete
          </button>{' '}
          <button type="button" {...NEEDS_SCRIPT} className="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </fieldset>
      ) : (
        <p>
          <button type="button" {...NEEDS_SCRIPT} className="button" disabled={!hydrated || busy} onClick={() => setConfirming(true)}>
            Delete section
          </button>
        </p>
      )}
      {error && (
        <p className="board-picker__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { sectionEdit: PageView<'sectionEdit'> } = {
  sectionEdit: ({ data }) => <SectionEditPage data={data} />,
};
