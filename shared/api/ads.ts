// The ad explanation's resources (docs/rules/pin-card.md#calls-spec-000-7): the viewer's ad personalization and the lists
// naming locales and countries.
import * as v from 'valibot';
import type { NamedCode } from '../ads/lists.ts';
import type { AdPersonalization } from '../ads/personalization.ts';
import { resource, returns } from './define.ts';

export const AdExplanationResource = resource('AdExplanationResource', {
  get: { options: v.object({}), access: 'visitor', result: returns<{ personalization: AdPersonalization }>() },
});

export const LocalesResource = resource('LocalesResource', {
  get: { options: v.object({}), access: 'visitor', result: returns<NamedCode[]>() },
});

export const CountriesResource = resource('CountriesResource', {
  get: { options: v.object({}), access: 'visitor', result: returns<NamedCode[]>() },
});
