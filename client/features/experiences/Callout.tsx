// Callout banners (docs/rules/experiences.md#callout-banners-spec-001-25, docs/rules/experiences.md#neutral-and-floating-callouts-spec-001-26, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): error, info, warning and upsell callouts and the
// neutral callout (type 27). The primary action completes; secondary and close dismiss.
import { readCalloutExtras } from '#shared/experiences/displayFields.ts';
import { ExperienceButton } from './ExperienceButton.tsx';
import { ExperienceLink } from './ExperienceLink.tsx';
import { type ExperienceProps, quietly, str, testId } from './props.ts';
import { useShown } from './useShown.ts';

type Action = { label: string; accessibilityLabel?: string; href?: string };

export function Callout({ e, store }: ExperienceProps) {
  const shown = useShown(e, store);
  if (!shown) return null;
  const d = e.display_data as { type?: string; title?: string; message: string; primaryAction?: Action; secondaryAction?: Action };
  const tone = e.kind === 'neutralCallout' ? 'neutral' : str(d.type).replace('-callout', '') || 'info';
  const complete = () => quietly(store.complete(e));
  const dismiss = () => quietly(store.dismiss(e));
  // docs/rules/experiences.md#experience-data-spec-001-3: the callout's link, icon and icon colour.
  const { link, icon, iconColor } = readCalloutExtras(e.display_data);
  return (
    <section className={`callout callout--${tone}`} data-test-id={testId(e)} role={tone === 'error' ? 'alert' : 'status'}>
      {icon !== null && (
        <span className="callout__icon" data-icon={icon} style={iconColor ? { color: iconColor, borderColor: iconColor } : undefined} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="callout__text">
        {d.title && <strong>{d.title}</strong>}
        <span>{d.message}</span>
        {link && (
          <ExperienceLink className="callout__link" href={link.href}>
            {link.text}
          </ExperienceLink>
        )}
      </div>
      <div className="callout__actions">
        {d.primaryAction
          && (d.primaryAction.href ? (
            <ExperienceLink className="button button--primary" href={d.primaryAction.href} onActivate={complete}>
              {d.primaryAction.label}
            </ExperienceLink>
          ) : (
            <ExperienceButton e={e} action="complete" className="button button--primary" aria-label={d.primaryAction.accessibilityLabel} onPress={complete}>
              {d.primaryAction.label}
            </ExperienceButton>
          ))}
        {d.secondaryAction && (
          <ExperienceButton e={e} action="dismiss" className="button" onPress={dismiss}>
            {d.secondaryAction.label}
          </ExperienceButton>
        )}
        <ExperienceButton e={e} action="dismiss" className="xp-close" aria-label="Close" onPress={dismiss}>
          ×
        </ExperienceButton>
      </div>
    </section>
  );
}
