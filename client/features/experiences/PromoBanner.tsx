// Full-width promotional banner (component_type 1, docs/rules/experiences.md#promotional-banner-spec-001-27): cover image or icon, colours,
// title, a message whose {0}, {1}... become links, complete and dismiss buttons and an optional
// close; narrow layout at window width 480 or less (rendered by the server for a phone's width
// when the viewer is on a phone, and corrected to the window's after hydration).
import { useSyncExternalStore } from 'react';
import { escapeBannerText, fillPlaceholders, isNarrow } from '#shared/experiences/rules.ts';
import { navigationTarget } from '#shared/urls.ts';
import { ExperienceButton } from './ExperienceButton.tsx';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};
const narrowWindow = () => isNarrow(window.innerWidth);

export function PromoBanner({ e, store, viewer }: ExperienceProps) {
  const shown = useShown(e, store);
  const narrow = useSyncExternalStore(onResize, narrowWindow, () => viewer.isMobile);
  if (!shown) return null;
  const d = e.display_data;
  const side = narrow ? 'Narrow' : 'Wide';
  const layout = d[`layout${side}`] === 3 ? 'cover' : 'icon';
  const image = layout === 'cover' ? str(d.coverImage) : str(d.iconImage);
  const parts = fillPlaceholders(str(d.message), (d.links as string[]) ?? [], (d.linkTitles as string[]) ?? []);
  const background = (d[`backgroundImage${side}`] as { uri?: string } | undefined)?.uri;
  const go = (url: string) => {
    const target = navigationTarget(url);
    if (target) window.location.assign(target);
  };
  return (
    <section
      className={`promo-banner promo-banner--${narrow ? 'narrow' : 'wide'} promo-banner--${layout}`}
      data-test-id={testId(e)}
      style={{
        backgroundColor: str(d[`backgroundColor${side}`]) || undefined,
        backgroundImage: background ? `url("${escapeBannerText(background)}")` : undefined,
        color: str(d[`textColor${side}`]) || undefined,
      }}
    >
      {image && <img className="promo-banner__image" src={image} alt="" width={layout === 'cover' ? 120 : 40} height={layout === 'cover' ? 80 : 40} />}
      <div className="promo-banner__text">
        <strong>{str(d.titleText)}</strong>
        <span>
          {parts.map((p, i) =>
            'text' in p ? (
              <span key={i}>{p.text}</span>
            ) : (
              <ExperienceLink key={i} href={p.href} external={d.external === true}>
                {p.title}
              </ExperienceLink>
            ),
          )}
        </span>
      </div>
      <div className="promo-banner__actions">
        {str(d.completeButtonText) && (
          <ExperienceButton
            e={e}
            action="complete"
            next={navigationTarget(str(d.onCompleteRedirectUrl))}
            className="button button--primary"
            onPress={() => quietly(store.complete(e).then(() => go(str(d.onCompleteRedirectUrl))))}
          >
            {str(d.completeButtonText)}
          </ExperienceButton>
        )}
        {str(d.dismissButtonText) && (
          <ExperienceButton
            e={e}
            action="dismiss"
            next={navigationTarget(str(d.onDismissRedirectUrl))}
            className="button"
            onPress={() => quietly(store.dismiss(e).then(() => go(str(d.onDismissRedirectUrl))))}
          >
            {str(d.dismissButtonText)}
          </ExperienceButton>
        )}
        {d.canClose === true && (
          <ExperienceButton e={e} action="dismiss" className="xp-close" aria-label="Close" onPress={() => quietly(store.dismiss(e))}>
            ×
          </ExperienceButton>
        )}
      </div>
    </section>
  );
}
