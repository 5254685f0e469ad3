// The experience store of the app, for components that act on experiences.
import { createContext } from 'react';
import type { ExperienceStore } from './store.ts';

export const ExperienceContext = createContext<ExperienceStore | null>(null);
