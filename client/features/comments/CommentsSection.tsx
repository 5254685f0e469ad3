// Comments on a pin (closeup and /pin/{id}/comments): the list, newest first and paged, a form to
// add one (members, while the pinner has not turned comments off) and delete for one's own.
// The add form is a real form (worker/api/forms.ts): before or without JavaScript it posts the
// comment and comes back to the page; with JavaScript the model adds it in place.

import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { COMMENT_MAX_LENGTH } from '#shared/constants.ts';
import { counted } from '#shared/counts.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import { pinPath, profilePath } from '#shared/paths.ts';
import type { CommentPage, Viewer } from '#shared/types.ts';
import { createCommentsModel } from './commentsModel.ts';

export interface CommentsSectionProps {
  pinId: string;
  viewer: Viewer;
  first: CommentPage;
  commentsDisabled: Signal<boolean>;
  /** A refused comment posted without JavaScript: its error and its text, shown once. */
  flash?: FormFlash;
}

export function CommentsSection({ pinId, viewer, first, commentsDisabled, flash: pageFlash }: CommentsSectionProps) {
  useSignals();
  const flash = flashFor(pageFlash, 'CommentsResource', 'create');
  const [model] = useState(() => {
    const created = createCommentsModel(pinId, first);
    if (flash?.error) created.error.value = flash.error;
    return created;
  });
  const draft = useSignal(flash?.values?.text ?? '');
  const hydrated = useHydrated();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await model.add(draft.value)) draft.value = '';
  }
  const count = model.count.value;
  return (
    <section className="comments" aria-labelledby="comments-title" data-test-id="comments">
      <h2 id="comments-title" className="comments__title">
        {counted(count, 'comment')}
      </h2>
      {commentsDisabled.value ? (
        <p className="comments__off" data-test-id="comments-off">
          Comments are turned off for this Pin.
        </p>
      ) : viewer.isAuth ? (
        <form className="comments__form" method="post" action={formAction('CommentsResource', 'create')} onSubmit={(e) => void submit(e)}>
          <input type="hidden" name="pin_id" value={pinId} />
          <label className="visually-hidden" htmlFor={`comment-${pinId}`}>
            Add a comment
          </label>
          <textarea
            id={`comment-${pinId}`}
            className="input comments__input"
            name="text"
            rows={2}
            placeholder="Add a comment"
            maxLength={COMMENT_MAX_LENGTH}
            value={draft.value}
            onInput={(e) => {
              draft.value = e.currentTarget.value;
            }}
            required
          />
          <button type="submit" className="button button--primary" disabled={hydrated && (model.busy.value || !draft.value.trim())}>
            Post
          </button>
          <span className="comments__counter">
            {draft.value.length}/{COMMENT_MAX_LENGTH}
          </span>
        </form>
      ) : (
        !viewer.isBot && (
          <p>
            <a href={`/login?next=${encodeURIComponent(pinPath(pinId))}`}>Log in to comment</a>
          </p>
        )
      )}
      {model.error.value && (
        <p className="comments__error" role="alert">
          {model.error.value}
        </p>
      )}
      <ol className="comments__list">
        {model.comments.value.map((c) => (
          <li key={c.entityId} className="comment" data-test-id="comment">
            <a className="comment__author" href={profilePath(c.author.username)}>
              {c.author.fullName || c.author.username}
            </a>{' '}
            <span className="comment__text">{c.text}</span>
            {viewer.id === c.author.entityId && (
              <button type="button" className="link-button" onClick={() => void model.remove(c.entityId)}>
                Delete
              </button>
            )}
          </li>
        ))}
      </ol>
      {model.bookmark.value && (
        <button type="button" className="button" disabled={model.busy.value} onClick={() => void model.loadMore()}>
          More comments
        </button>
      )}
    </section>
  );
}
