// A message's button that dismisses or completes it, as a real form (docs/architecture.md#page-forms-before-and-without-javascript):
// before and without JavaScript it posts the experience's change (UserExperienceResource delete, UserExperienceCompletedResource
// update) and the page comes back without the message (or goes to `next`); with JavaScript the store's action runs instead.
import type { ReactNode } from 'react';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { formAction } from '#shared/forms.ts';

const ACTIONS = {
  dismiss: formAction('UserExperienceResource', 'delete'),
  complete: formAction('UserExperienceCompletedResource', 'update'),
} as const;

export interface ExperienceButtonProps {
  e: Pick<PlacedExperience, 'placement_id' | 'experience_id'>;
  action: keyof typeof ACTIONS;
  /** What the script does on a press (the store's action, and where it goes then). */
  onPress: () => void;
  /** A same-site path to go to after the post (the form's page when none). */
  next?: string | null;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function ExperienceButton({ e, action, onPress, next, className, children, ...rest }: ExperienceButtonProps) {
  return (
    <form
      className="xp-form"
      method="post"
      action={ACTIONS[action]}
      onSubmit={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      <input type="hidden" name="placed_experience_id" value={`${e.placement_id}:${e.experience_id}`} />
      {next?.startsWith('/') && !next.startsWith('//') && <input type="hidden" name="next" value={next} />}
      <button type="submit" className={className} aria-label={rest['aria-label']}>
        {children}
      </button>
    </form>
  );
}
