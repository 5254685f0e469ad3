// The pin closeup (/pin/{id}/): large media, title, sanitised description, the source link as a
// checked, signed OutboundLink, pinner and board (protected boards never linked), rich data,
// the more button, share flyout and save; comments; related pins below (read as they near the screen, for people).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, use, useEffect, useRef } from 'react';
import type { PageView, PageViewProps } from '#client/app/pageTypes.ts';
import { logClick } from '#client/features/events/logClick.ts';
import { VerifiedMerchantBadge } from '#client/features/experiences/VerifiedMerchantBadge.tsx';
import { OutboundLink } from '#client/features/offsite/OutboundLink.tsx';
import { SaveControl } from '#client/features/save/SaveControl.tsx';
import { INVITE_SLOT_ID } from '#client/features/shares/inviteSlot.ts';
import { ShareFlyout } from '#client/features/shares/ShareFlyout.tsx';
import { ShareUpsell } from '#client/features/visitor/Upsells.tsx';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { closeupImage, closeupImageSize } from '#shared/closeup/closeupImage.ts';
import { closeupLayoutCss } from '#shared/closeup/layout.ts';
import { mayTrackMarketing } from '#shared/consent.ts';
import type { FormFlash } from '#shared/forms.ts';
import { pinPath, profilePath } from '#shared/paths.ts';
import { boardLink } from '#shared/pinCard/board.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import { cardDescription } from '#shared/pinCard/text.ts';
import { isSensitiveSeo, pinDisplayTitle } from '#shared/seo/pinHead.ts';
import type { CommentPage, ImageSize, Pin, VariantSet, Viewer } from '#shared/types.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { CommentsSection, loadBelowTheFold, RelatedPins } from './belowTheFold.ts';
import { CloseupBack } from './CloseupBack.tsx';
import { CloseupMedia } from './CloseupMedia.tsx';
import { loadedSanitizer, loadSanitizer, preloadCloseupParts, RichData, showsRichData, VariantChoices } from './closeupParts.tsx';
import { ImageOriginLine } from './ImageOriginLine.tsx';
import { openPinRedirect } from './openPinRedirect.ts';
import { PinCreditLine } from './PinCreditLine.tsx';
import { PinMoreButton } from './PinMoreButton.tsx';

/** The closeup card's breakpoints and widths (shared/closeup/layout.ts), one style element however many closeups render. */
const CLOSEUP_LAYOUT_CSS = closeupLayoutCss();

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "More creators like this": its own chunk, loaded after hydration for members only. */
const SuggestedCreators = lazy(() => import('#client/features/profile/SuggestedCreators.tsx').then((m) => ({ default: m.SuggestedCreators })));

export interface CloseupPageProps {
  pin: Pin;
  viewer: Viewer;
  origin: string;
  imageSize?: ImageSize;
  comments?: CommentPage;
  related?: CardPinPage;
  /** A product's variants the viewer may open (docs/rules/pin-card.md#calls-spec-000-7). */
  variantSet?: VariantSet;
  embedState: boolean;
  /** What a form on this page posted without JavaScript left to show once (worker/api/forms.ts). */
  flash?: FormFlash;
}

export function CloseupPage({ pin, viewer, origin, imageSize, comments, related, variantSet, embedState, flash }: CloseupPageProps) {
  useSignals();
  const commentsDisabled = useSignal(pin.commentsDisabled);
  const hydrated = useHydrated();
  const actions = useRef<HTMLDivElement>(null);
  // Nothing floating (the loading line, a toast) covers the action bar with Save (client/components/clearOfFloating.ts).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void import('#client/components/clearOfFloating.ts').then((m) => {
      if (current && actions.current) stop = m.keepClearOfFloating(actions.current);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);
  useEffect(() => {
    if (!viewer.isBot) logClick('closeupOpen', pin.entityId);
  }, [pin.entityId, viewer.isBot]);
  const size = imageSize ?? closeupImageSize(viewer.isBot, 800);
  const title = pinDisplayTitle(pin);
  const canonicalUrl = `${origin}${pinPath(pin.entityId)}`;
  const image = closeupImage(pin, size);
  const link = isHttpUrl(pin.link) ? pin.link : null;
  const board = pin.board && pin.board.privacy !== 'secret' ? pin.board : null;
  const boardHref = boardLink(board);
  // docs/rules/pin-card.md#display-rules-spec-000-5: the description rule (the SEO text for a sensitive reason, whitespace
  // collapsed, cut at 496, shown only when longer than 3 characters and not the title).
  const sensitive = isSensitiveSeo(pin) && Boolean(pin.seoDescription?.trim());
  const plain = cardDescription(pin, title);
  // A rich description is shown only where the plain one is. The cleaner is loaded before the page renders (preloadCloseupParts); `use` waits for it otherwise.
  const description = plain && !sensitive && pin.descriptionHtml ? (loadedSanitizer() ?? use(loadSanitizer()))(pin.descriptionHtml) : null;
  return (
    <>
      <style href="closeup-layout" precedence="default">
        {CLOSEUP_LAYOUT_CSS}
      </style>
      <article className="closeup" data-test-id="closeup" data-pin-id={pin.entityId} data-kind={pin.kind}>
        {!viewer.isBot && <CloseupBack />}
        <CloseupMedia pin={pin} imageSize={size} alt={pin.altText || title} />
        <div className="closeup__details">
          {/* An invite landing's shared-by header goes here (QueryMarkerLanding, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */}
          {!viewer.isBot && <div id={INVITE_SLOT_ID} />}
          {!viewer.isBot && (
            <div className="closeup__actions" ref={actions}>
              <PinMoreButton pin={pin} viewer={viewer} canonicalUrl={canonicalUrl} downloadUrl={image?.url ?? null} commentsDisabled={commentsDisabled} />
              <ShareFlyout pin={pin} viewer={viewer} canonicalUrl={canonicalUrl} title={title || 'Pin'} />
              {!viewer.isAuth && <ShareUpsell country={viewer.country} />}
              <SaveControl pin={pin} viewer={viewer} kind="classic" surface="closeup" />
            </div>
          )}
          {link && pin.domain && (
            <OutboundLink
              pin={pin}
              href={pin.trackedLink && isHttpUrl(pin.trackedLink) ? pin.trackedLink : link}
              className="closeup__source"
              attribution={mayTrackMarketing(viewer)}
              onChecked={async (check) => openPinRedirect(pin, check)}
            >
              {pin.domain}
            </OutboundLink>
          )}
          {title && <h1 className="closeup__title">{title}</h1>}
          {description ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: descriptionHtml is sanitised by shared/sanitizeHtml.ts, the one place user HTML is cleaned
            <div className="closeup__description" data-test-id="closeup-description" dangerouslySetInnerHTML={{ __html: description }} />
          ) : (
            plain && (
              <p className="closeup__description" data-test-id="closeup-description">
                {plain}
              </p>
            )
          )}
          {showsRichData(pin) && <RichData pin={pin} />}
          {variantSet && <VariantChoices pinId={pin.entityId} set={variantSet} />}
          <PinCreditLine pin={pin} />
          <ImageOriginLine pin={pin} />
          <p className="closeup__pinner">
            Saved by <a href={profilePath(pin.pinner.username)}>{pin.pinner.fullName || pin.pinner.username}</a>
            {pin.pinner.isVerifiedMerchant && (
              <>
                {' '}
                <VerifiedMerchantBadge size="md" />
              </>
            )}
            {board
              && (boardHref ? (
                <>
                  {' '}
                  to{' '}
                  <a href={boardHref} data-test-id="closeup-board">
                    {board.name}
                  </a>
                </>
              ) : (
                <>
                  {' '}
                  to <span data-test-id="closeup-board">{board.name}</span>
                </>
              ))}
          </p>
          {comments && <CommentsSection pinId={pin.entityId} viewer={viewer} first={comments} commentsDisabled={commentsDisabled} flash={flash} />}
          {/* Last in the column: arriving after hydration, it moves none of the pin above it (at most the related grid below). */}
          {hydrated && viewer.isAuth && !pin.isPromoted && (
            <Suspense fallback={null}>
              <SuggestedCreators pinId={pin.entityId} />
            </Suspense>
          )}
        </div>
      </article>
      {related && <RelatedPins pinId={pin.entityId} related={related} viewer={viewer} embedState={embedState} moreQuery={pin.title || board?.name} />}
    </>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pin: PageView<'pin'> } = {
  pin: Object.assign(
    ({ data, viewer, origin, embedState, flash }: PageViewProps<'pin'>) => (
      <CloseupPage {...data} viewer={viewer} origin={origin} embedState={embedState} flash={flash} />
    ),
    { preload: (data: PageViewProps<'pin'>['data']) => preloadCloseupParts(data.pin, data.variantSet), deferred: loadBelowTheFold },
  ),
};
