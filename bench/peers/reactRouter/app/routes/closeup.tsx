// A pin's closeup: the pin with its pinner and board, and the head of its comments (two D1 reads in one batch).
import { data } from 'react-router';
import { COMMENTS_HEAD, COMMENTS_HEAD_SQL, CLOSEUP_PIN, type CloseupRow, type CommentRow, imageUrl } from '../../../shared/queries.ts';
import type { Route } from './+types/closeup';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.pin.title ?? 'Pin' }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found', { status: 404 });
  const db = context.cloudflare.env.DB;
  const [pin, comments] = await db.batch([db.prepare(CLOSEUP_PIN).bind(id), db.prepare(COMMENTS_HEAD_SQL).bind(id, COMMENTS_HEAD)]);
  const row = pin.results[0] as CloseupRow | undefined;
  if (!row) throw data('Not found', { status: 404 });
  return { pin: row, comments: comments.results as CommentRow[] };
}

export default function Closeup({ loaderData: { pin, comments } }: Route.ComponentProps) {
  const total = comments[0]?.total ?? 0;
  return (
    <main id="main" className="main">
      <article className="closeup" data-test-id="closeup" data-pin-id={pin.id} data-kind={pin.kind}>
        <div className="closeup__media" style={{ backgroundColor: pin.img_color, aspectRatio: `${pin.img_width} / ${pin.img_height}` }}>
          <img src={imageUrl(pin, '736x')} width={474} height={Math.round((474 * pin.img_height) / pin.img_width)} alt={pin.alt_text || pin.title || 'Pin'} fetchPriority="high" />
        </div>
        <div className="closeup__details">
          {pin.domain && (
            <a className="closeup__source" href={pin.link ?? '#'} rel="noopener nofollow ugc">
              {pin.domain}
            </a>
          )}
          <h1 className="closeup__title">{pin.title}</h1>
          <p className="closeup__description">{pin.description}</p>
          <p className="closeup__pinner">
            Saved by <a href={`/${pin.pinner_username}/`}>{pin.pinner_full_name}</a>
            {pin.board_slug && (
              <>
                {' '}to <a href={`/${pin.board_owner_username}/${pin.board_slug}/`}>{pin.board_name}</a>
              </>
            )}
          </p>
          <section className="comments" aria-labelledby="comments-title">
            <h2 id="comments-title" className="comments__title">
              {total} comments
            </h2>
            <ol className="comments__list">
              {comments.map((c) => (
                <li key={c.id}>
                  <a href={`/${c.username}/`}>{c.full_name}</a> {c.text}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </article>
    </main>
  );
}
