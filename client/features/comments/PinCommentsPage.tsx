// /pin/{id}/comments: a pin's comments on a page of their own, with a way back to the pin.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { PageView } from '#client/app/pageTypes.ts';
import { pinPath } from '#shared/paths.ts';
import { pinDisplayTitle } from '#shared/seo/pinHead.ts';
import type { CommentPage, Pin, Viewer } from '#shared/types.ts';
import { CommentsSection } from './CommentsSection.tsx';

export function PinCommentsPage({ pin, viewer, comments }: { pin: Pin; viewer: Viewer; comments: CommentPage }) {
  useSignals();
  const commentsDisabled = useSignal(pin.commentsDisabled);
  return (
    <section className="page-narrow" data-test-id="pin-comments-page">
      <p>
        <a href={pinPath(pin.entityId)}>← Back to the Pin</a>
      </p>
      <h1>Comments on {pinDisplayTitle(pin) || 'this Pin'}</h1>
      <CommentsSection pinId={pin.entityId} viewer={viewer} first={comments} commentsDisabled={commentsDisabled} />
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pinComments: PageView<'pinComments'> } = {
  pinComments: ({ data, viewer }) => <PinCommentsPage pin={data.pin} viewer={viewer} comments={data.comments} />,
};
