// /pin/{id}/repin/ for a pin the viewer may see: the one-tap save page of docs/rules/pin-card.md#screens-and-routes-spec-000-2 (state
// isOneTapSave and the origin location) and where a limited-login save continues after sign-in
// (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). The save control shows the saved overlay with its saved-to link once saved.
// A member also gets their boards as a plain form (worker/api/forms.ts), one button a board: the board
// picker before or without JavaScript, reached from the closeup's "Choose a board". A new board is made
// by a form that comes back here, where it is listed to press (the picker's inline create, without script).
import { TEXT_LIMITS } from '#shared/constants.ts';
import { formAction } from '#shared/forms.ts';
import { chooseImage } from '#shared/images.ts';
import type { PageData } from '#shared/pages.ts';
import { pinPath } from '#shared/paths.ts';
import { pinDisplayTitle } from '#shared/seo/pinHead.ts';
import type { Viewer } from '#shared/types.ts';
import { SaveControl } from './SaveControl.tsx';
import './save.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SaveFormFields } from './SaveFormFields.tsx';

type OneTapSaveData = Extract<PageData, { kind: 'oneTapSave' }>;

export function OneTapSavePage({ data, viewer }: { data: OneTapSaveData; viewer: Viewer }) {
  const { pin } = data;
  const image = chooseImage(pin.images);
  const title = pinDisplayTitle(pin) || 'Pin';
  return (
    <section className="one-tap-save" data-test-id="one-tap-save" data-one-tap-save={data.isOneTapSave} data-origin={data.origin ?? ''}>
      {image && <img src={image.url} alt={pin.altText || title} width={236} height={Math.round((image.height * 236) / image.width)} />}
      <div className="one-tap-save__body">
        <h1>Save this Pin</h1>
        <p>
          <a href={pinPath(pin.entityId)}>{title}</a>
        </p>
        <SaveControl pin={pin} viewer={viewer} kind="classic" surface="repin" />
        {data.boards.length > 0 && (
          <form className="one-tap-save__boards" data-test-id="save-to-board" method="post" action={formAction('RepinResource', 'create')}>
            <SaveFormFields pin={pin} />
            <input type="hidden" name="next" value={data.origin ?? pinPath(pin.entityId)} />
            <h2>Or save to a board</h2>
            <ul>
              {data.boards.map((board) => (
                <li key={board.entityId}>
                  <button type="submit" className="button" name="board_id" value={board.entityId}>
                    {board.name}
                  </button>
                </li>
              ))}
            </ul>
          </form>
        )}
        {viewer.isAuth && !viewer.isLimitedLogin && (
          <form className="one-tap-save__create" data-test-id="save-new-board" method="post" action={formAction('BoardResource', 'create')}>
            <input type="hidden" name="next" value={`${pinPath(pin.entityId)}repin/${data.origin ? `?origin=${encodeURIComponent(data.origin)}` : ''}`} />
            <label>
              New board
              <input name="name" required maxLength={TEXT_LIMITS.boardTitle} autoComplete="off" />
            </label>
            <button type="submit" className="button">
              Create board
            </button>
          </form>
        )}
        {data.origin && (
          <p>
            <a href={data.origin}>Back</a>
          </p>
        )}
      </div>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { oneTapSave: PageView<'oneTapSave'> } = {
  oneTapSave: ({ data, viewer }) => <OneTapSavePage data={data} viewer={viewer} />,
};
