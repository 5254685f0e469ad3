// The one-tap save of the explore local tab (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a pin not pinned to one of the viewer's boards
// saves in one tap; a pinned one (read with the feed, or saved in this visit) links to the repin page instead of unsaving.
import { useSignals } from '@preact/signals-react/runtime';
import { SaveControl } from '#client/features/save/SaveControl.tsx';
import { useSaveSession } from '#client/features/save/saveSession.tsx';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardContext } from '#shared/pinCard/context.ts';
import { localSaveTap } from '#shared/pinCard/localSave.ts';

export function CardLocalSave({ pin, ctx }: { pin: CardPin; ctx: CardContext }) {
  useSignals();
  const session = useSaveSession();
  const tap = localSaveTap(pin, session.savedTo.value.has(pin.entityId), `${location.pathname}${location.search}`);
  if (tap.state === 'unsaved') return <SaveControl pin={pin} viewer={ctx.viewer} kind="persistentOneClickSave" surface={ctx.surface} />;
  return (
    <div className="save-control save-control--persistentOneClickSave" data-test-id="save-control" data-surface={ctx.surface} data-save-state="saved">
      <a className="save-control__button save-control__button--saved" href={tap.href} data-test-id="save-button" title="Save to another board">
        Saved
      </a>
    </div>
  );
}
