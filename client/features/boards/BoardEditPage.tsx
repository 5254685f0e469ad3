// The board edit page (/board/{id}/edit/): name, description, privacy, archive, sections,
// collaborators (removal is optimistic and re-added on failure, docs/rules/closeup-and-visitors.md#errors-spec-002-8) and delete.
import { type FormEvent, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { TEXT_LIMITS } from '#shared/constants.ts';
import { formAction, NEEDS_SCRIPT } from '#shared/forms.ts';
import type { PageData } from '#shared/pages.ts';
import { profilePath } from '#shared/paths.ts';
import { BoardCoverPicker } from './BoardCoverPicker.tsx';
import './boards.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';

type EditData = Extract<PageData, { kind: 'boardEdit' }>;
const text = (e: unknown) => (e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);

export function BoardEditPage({ data }: { data: EditData }) {
  const { board } = data;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [collaborators, setCollaborators] = useState(data.collaborators);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);

  async function act(run: () => Promise<void>) {
    setError(null);
    setNotice(null);
    try {
      await run();
    } catch (e) {
      setError(text(e));
    }
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(async () => {
      const answer = await callResource('BoardResource', 'update', {
        board_id: board.entityId,
        name: String(form.get('name') ?? ''),
        description: String(form.get('description') ?? ''),
        privacy: form.getAll('privacy').includes('secret') ? 'secret' : 'public',
        archived: form.getAll('archived').includes('true'),
        sensitive: form.getAll('sensitive').includes('true'),
      });
      window.location.assign(answer.data.url);
    });
  };

  const addSection = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    void act(async () => {
      await callResource('BoardSectionResource', 'create', { board_id: board.entityId, name });
      window.location.reload();
    });
  };

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '');
    void act(async () => {
      const answer = await callResource('BoardCollaboratorResource', 'create', { board_id: board.entityId, username });
      setCollaborators(answer.data.collaborators);
      setInviteUrl(`${window.location.origin}${answer.data.inviteUrl}`);
    });
  };

  function remove(id: string) {
    const before = collaborators;
    setCollaborators(before.filter((c) => c.entityId !== id));
    void callResource('BoardCollaboratorResource', 'delete', { board_id: board.entityId, user_id: id }).catch((e: unknown) => {
      setCollaborators(before);
      setError(text(e));
    });
  }

  return (
    <section className="board-edit" data-test-id="board-edit">
      <h1>Edit your board</h1>
      <form method="post" action={formAction('BoardResource', 'update')} onSubmit={save}>
        <input type="hidden" name="board_id" value={board.entityId} />
        <label>
          Name
          <input name="name" defaultValue={board.name} maxLength={TEXT_LIMITS.boardTitle} required disabled={board.layout === 'quick_saves'} />
        </label>
        <label>
          Description
          <textarea name="description" defaultValue={board.description} maxLength={TEXT_LIMITS.boardDescription} rows={3} />
        </label>
        <label>
          <span>
            {/* Without JavaScript an unticked box sends the hidden value before it (the last of a name wins). */}
            {board.layout !== 'quick_saves' && <input type="hidden" name="privacy" value="public" />}
            <input type="checkbox" name="privacy" value="secret" defaultChecked={board.privacy === 'secret'} disabled={board.layout === 'quick_saves'} /> Keep
            this board secret
          </span>
        </label>
        <label>
          <span>
            <input type="hidden" name="archived" value="false" />
            <input type="checkbox" name="archived" value="true" defaultChecked={board.archived} /> Archive
          </span>
        </label>
        <label>
          <span>
            <input type="hidden" name="sensitive" value="false" />
            <input type="checkbox" name="sensitive" value="true" defaultChecked={Boolean(board.sensitive)} /> May contain sensitive content (others see a screen
            before its Pins)
          </span>
        </label>
        <button className="button button--primary" type="submit">
          Save
        </button>
      </form>
      <BoardCoverPicker board={board} />
      <h2>Sections</h2>
      <ul className="board-edit__sections">
        {data.sections.map((s) => (
          <li key={s.entityId}>
            <form
              method="post"
              action={formAction('BoardSectionResource', 'update')}
              onSubmit={(event) => {
                event.preventDefault();
                const name = String(new FormData(event.currentTarget).get('name') ?? '');
                void act(async () => {
                  await callResource('BoardSectionResource', 'update', { section_id: s.entityId, name });
                  window.location.reload();
                });
              }}
            >
              <input type="hidden" name="section_id" value={s.entityId} />
              <input name="name" aria-label={`Rename ${s.name}`} defaultValue={s.name} maxLength={TEXT_LIMITS.boardTitle} required />
              <button type="submit" className="button">
                Rename
              </button>
              <button
                type="button"
                {...NEEDS_SCRIPT}
                className="button"
                onClick={() =>
                  void act(async () => {
                    await callResource('BoardSectionResource', 'delete', { section_id: s.entityId });
                    window.location.reload();
                  })
                }
              >
                Delete section
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action={formAction('BoardSectionResource', 'create')} onSubmit={addSection}>
        <input type="hidden" name="board_id" value={board.entityId} />
        <label>
          New section
          <input name="name" maxLength={TEXT_LIMITS.boardTitle} required />
        </label>
        <button className="button" type="submit">
          Add section
        </button>
      </form>
      {board.layout !== 'quick_saves' && (
        <>
          <h2>Collaborators</h2>
          <ul data-test-id="collaborators">
            {collaborators.map((c) => (
              <li key={c.entityId}>
                <a href={profilePath(c.username)}>{c.fullName || c.username}</a> {c.status === 'invited' && '(invited)'}{' '}
                <button type="button" {...NEEDS_SCRIPT} className="button" onClick={() => remove(c.entityId)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <form method="post" action={formAction('BoardCollaboratorResource', 'create')} onSubmit={invite}>
            <input type="hidden" name="board_id" value={board.entityId} />
            <label>
              Invite by username
              <input name="username" maxLength={30} required />
            </label>
            <button className="button" type="submit">
              Invite
            </button>
          </form>
          {inviteUrl && (
            <p>
              Share this invite link: <code>{inviteUrl}</code>
            </p>
          )}
          <h2>Delete board</h2>
          <button
            type="button"
            {...NEEDS_SCRIPT}
            className="button"
            onClick={() => {
              if (!window.confirm(`Delete ${board.name} and its Pins?`)) return;
              void act(async () => {
                await callResource('BoardResource', 'delete', { board_id: board.entityId });
                window.location.assign(profilePath(board.ownerUsername));
              });
            }}
          >
            Delete board
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="auth-form__error">
          {error}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { boardEdit: PageView<'boardEdit'> } = {
  boardEdit: ({ data }) => <BoardEditPage data={data} />,
};
