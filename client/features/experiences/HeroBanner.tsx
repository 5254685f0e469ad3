// Hero banner (type 13, docs/rules/experiences.md#hero-banner-spec-001-22): variant by experience id (dark dismiss-only, welcome back
// with first name and avatar, complete-only, default with go and close), sliding in over 400 ms.
import { TIMING } from '#shared/experiences/constants.ts';
import { heroVariant } from '#shared/experiences/rules.ts';
import { firstName as firstNameOf } from '#shared/users/firstName.ts';
import { ExperienceButton } from './ExperienceButton.tsx';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

export function HeroBanner({ e, store, viewer }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  const d = e.display_data;
  const variant = heroVariant(e.experience_id);
  const firstName = firstNameOf(viewer.fullName || viewer.username);
  const title = str(d.title).replaceAll('{firstName}', firstName);
  const complete = () => quietly(store.complete(e));
  const dismiss = () => quietly(store.dismiss(e));
  return (
    <section className={`hero hero--${variant}`} data-test-id={testId(e)} style={{ animationDuration: `${TIMING.heroSlide}ms` }} aria-label={title}>
      {/* docs/rules/experiences.md#hero-banner-spec-001-22: the member's picture (the spec's imageLargeUrl), else the first letter of their name. */}
      {variant === 'welcomeBack'
        && (viewer.avatarUrl ? (
          <img className="hero__avatar" src={viewer.avatarUrl} alt="" width={40} height={40} />
        ) : (
          <span className="hero__avatar" aria-hidden="true">
            {firstName.slice(0, 1).toUpperCase()}
          </span>
        ))}
      <div className="hero__text">
        <strong>{title}</strong>
        {str(d.message) && <span>{str(d.message)}</span>}
      </div>
      <div className="hero__actions">
        {variant !== 'dark' && (
          <ExperienceLink className="button button--primary" href={str(d.complete_button_cta_url) || '#'} onActivate={complete}>
            {str(d.complete_button_text) || 'Go'}
          </ExperienceLink>
        )}
        {variant !== 'completeOnly' && (
          <ExperienceButton e={e} action="dismiss" className="button" onPress={dismiss}>
            {str(d.dismiss_button_text) || 'Close'}
          </ExperienceButton>
        )}
      </div>
    </section>
  );
}
