// Modal (type 26, docs/rules/experiences.md#location-upsell-modal-spec-001-28, docs/rules/experiences.md#media-modal-spec-001-29, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): shown at once or after delay_in_millis; title, body,
// an image or a looping, muted, autoplaying video (540x363 desktop, 320x215 mobile), a dismiss
// icon and a complete button. Also the location upsell modal (502722).
import { useState } from 'react';
import { isNarrow, modalMediaSize } from '#shared/experiences/rules.ts';
import { formatDuration } from '#shared/pinCard/badge.ts';
import { sanitizeHtml } from '#shared/sanitizeHtml.ts';
import { navigationTarget } from '#shared/urls.ts';
import { dismissTo, type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function ModalExperience({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  const [duration, setDuration] = useState<number | null>(null);
  if (!shown) return null;
  const d = e.display_data as {
    title: string;
    body: string;
    completeButton: { text: string; url?: string };
    dismissButton?: { text?: string; uri?: string };
    image?: string;
    video?: string;
  };
  const size = modalMediaSize(isNarrow(window.innerWidth));
  // The spec's box wins over the file's own ratio (a 16:9 video is cropped by object-fit, not letterboxed).
  const mediaStyle = { aspectRatio: `${size.width} / ${size.height}` };
  const complete = () =>
    quietly(
      store.complete(e).then(() => {
        const target = navigationTarget(d.completeButton.url);
        if (target) window.location.assign(target);
      }),
    );
  return (
    <div className="xp-overlay" role="presentation">
      <div
        className={`xp-modal${e.kind === 'locationUpsell' ? ' xp-modal--location' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${testId(e)}-title`}
        data-test-id={testId(e)}
        style={{ width: d.image || d.video ? size.width + 48 : undefined }}
      >
        <button type="button" className="xp-close xp-modal__dismiss" aria-label="Dismiss" onClick={() => quietly(store.dismiss(e))}>
          ×
        </button>
        {d.image && <img className="xp-modal__media" style={mediaStyle} src={d.image} alt="" width={size.width} height={size.height} />}
        {d.video && (
          <div className="xp-modal__video">
            <video
              className="xp-modal__media"
              style={mediaStyle}
              src={d.video}
              width={size.width}
              height={size.height}
              autoPlay
              loop
              muted
              playsInline
              onLoadedMetadata={(event) => setDuration(event.currentTarget.duration * 1000)}
            />
            {duration !== null && Number.isFinite(duration) && <span className="xp-modal__duration">{formatDuration(duration)}</span>}
          </div>
        )}
        <h2 id={`${testId(e)}-title`}>{str(d.title)}</h2>
        {/* docs/rules/experiences.md#experience-data-spec-001-3: the body may contain links, through the one sanitiser (http(s) links only, never raw). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by shared/sanitizeHtml.ts, the product's one HTML sanitiser */}
        <div className="xp-modal__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(str(d.body)) }} />
        <div className="xp-modal__actions">
          {d.dismissButton?.text && (
            <button type="button" className="button" onClick={() => dismissTo(store, e, d.dismissButton?.uri)}>
              {d.dismissButton.text}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={complete}>
            {d.completeButton.text}
          </button>
        </div>
      </div>
    </div>
  );
}
