// The upgrade-to-business banner (experience 503755, docs/rules/experiences.md#what-experiences-are-spec-001-1, docs/rules/experiences.md#roles-spec-001-6): invites personal members
// to a free business account at /business/convert/.
import { BUSINESS_CONVERT_PATH } from '#shared/experiences/constants.ts';
import { ExperienceButton } from './ExperienceButton.tsx';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function UpgradeBusinessBanner({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  return (
    // A named section is a region landmark: the banner may lead the page (axe "region").
    <section className="callout callout--upsell" data-test-id={testId(e)} aria-label={str(e.display_data.title) || 'Business account'}>
      <div className="callout__text">
        {str(e.display_data.title) && <strong>{str(e.display_data.title)}</strong>}
        <span>{str(e.display_data.message)}</span>
      </div>
      <div className="callout__actions">
        <ExperienceLink className="button button--primary" href={BUSINESS_CONVERT_PATH} onActivate={() => quietly(store.complete(e))}>
          Upgrade for free
        </ExperienceLink>
        <ExperienceButton e={e} action="dismiss" className="xp-close" aria-label="Close" onPress={() => quietly(store.dismiss(e))}>
          ×
        </ExperienceButton>
      </div>
    </section>
  );
}
