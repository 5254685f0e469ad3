// Nag modal (type 14, docs/rules/experiences.md#nag-modal-spec-001-23): title, detail, dismiss and complete; the complete button is
// a link, nofollow when it leaves the site.
import { needsNofollow } from '#shared/experiences/rules.ts';
import { ExperienceLink } from './ExperienceLink.tsx';
import { dismissTo, type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function NagModal({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  const d = e.display_data as {
    titleText: string;
    detailedText: string;
    completeButton: { text: string; url: string };
    dismissButton?: { text?: string; uri?: string; hideDismissButton?: boolean };
  };
  const nofollow = needsNofollow(d.completeButton.url, window.location.origin);
  return (
    <div className="xp-overlay" role="presentation">
      <div className="xp-modal" role="dialog" aria-modal="true" aria-labelledby={`${testId(e)}-title`} data-test-id={testId(e)}>
        <h2 id={`${testId(e)}-title`}>{str(d.titleText)}</h2>
        <p>{str(d.detailedText)}</p>
        <div className="xp-modal__actions">
          {!d.dismissButton?.hideDismissButton && (
            <button type="button" className="button" onClick={() => dismissTo(store, e, d.dismissButton?.uri)}>
              {d.dismissButton?.text || 'Not now'}
            </button>
          )}
          <ExperienceLink
            className="button button--primary"
            href={d.completeButton.url}
            rel={nofollow ? 'nofollow' : undefined}
            onActivate={() => quietly(store.complete(e))}
          >
            {d.completeButton.text}
          </ExperienceLink>
        </div>
      </div>
    </div>
  );
}
