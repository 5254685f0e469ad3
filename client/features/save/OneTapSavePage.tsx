// /pin/{id}/repin/ for a pin the viewer may see: the one-tap save page of docs/rules/pin-card.md#screens-and-routes-spec-000-2 (state
// isOneTapSave and the origin location) and where a limited-login save continues after sign-in
// (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). The save control shows the saved overlay with its saved-to link once saved.
import { chooseImage } from '#shared/images.ts';
import type { PageData } from '#shared/pages.ts';
import { pinPath } from '#shared/paths.ts';
import { pinDisplayTitle } from '#shared/seo/pinHead.ts';
import type { Viewer } from '#shared/types.ts';
import { SaveControl } from './SaveControl.tsx';
import './save.css';
import type { PageView } from '#client/app/pageTypes.ts';

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
        {data.origin && (
          <p>
            <a href={data.origin}>Back</a>
          </p>
        )}
      </div>
    </section>
  );
}

/** The page views of this module, by page kind (client/app/pageModules.ts). */
export const views: { oneTapSave: PageView<'oneTapSave'> } = {
  oneTapSave: ({ data, viewer }) => <OneTapSavePage data={data} viewer={viewer} />,
};
