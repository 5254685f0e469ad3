// The placed experience an experience's links belong to (docs/rules/experiences.md#calls-spec-001-7 clickthroughs go to its
// placement), provided by ExperienceHost around each experience.
import { createContext } from 'react';

/** The placed experience (`placement:experience`) and when it was shown (performance.now()). */
export interface PlacedExperienceRef {
  placed: string;
  shownAt: number;
}

export const PlacedExperienceContext = createContext<PlacedExperienceRef | null>(null);
