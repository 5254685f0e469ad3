// The experience store of the app, for components that act on experiences.
import { createContext, useContext } from 'react';
import type { ExperienceStore } from './store.ts';

export const ExperienceContext = createContext<ExperienceStore | null>(null);

/** The app's experience store (null outside the host, e.g. while server rendering). */
export const useExperienceStore = (): ExperienceStore | null => useContext(ExperienceContext);
