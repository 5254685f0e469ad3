// The experience store (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): one model on signals per app, with the actions of the spec:
// refresh all, fetch by placements (single or multi variants), update one by placement and
// experience id with a status, and view / complete / dismiss, each sent once per experience.
import { signal } from '@preact/signals-react';
import { requestFeedRefresh } from '#client/features/feed/feedRefresh.ts';
import { getResource } from '#client/lib/resource.ts';
import { type CompletionKind, completionCounts, type EligibilityFilter, refreshesFeed, removedAfter } from '#shared/experiences/lifecycle.ts';
import { asMulti, type ExperienceStatus, type MultiPlacedExperiences, type PlacedExperience } from '#shared/experiences/placed.ts';
import { logExperienceEvent } from './log.ts';
import { eligibleIn } from './regions.ts';

export interface CompleteOptions {
  /** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4 completion kind; default 1 (counts). */
  kind?: CompletionKind;
  /** Keep the experience in the store after completing. */
  preventRemoval?: boolean;
  /**
   * completedWithoutHomefeed does not ask the home feed to refresh: a completion that is no one's
   * choice (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4).
   */
  variant?: 'completed' | 'completedWithoutHomefeed';
}

const placedIdOf = (e: PlacedExperience) => `${e.placement_id}:${e.experience_id}`;

/** Creates the store; one per mounted app (never module-level: the server serves many viewers). */
export function createExperienceStore(extraContext: Record<string, unknown> = {}) {
  const byPlacement = signal<MultiPlacedExperiences>({});
  const sent = new Set<string>();
  const once = (what: string, e: PlacedExperience) => {
    const key = `${what}:${placedIdOf(e)}`;
    if (sent.has(key)) return false;
    sent.add(key);
    return true;
  };
  // keepalive: a completion that navigates (a link) must still reach the server.
  const call = async (name: string, verb: 'update' | 'delete', e: PlacedExperience): Promise<{ data: { refreshed?: unknown } }> => {
    const response = await fetch(`/resource/${name}/${verb}/`, {
      method: verb === 'update' ? 'PUT' : 'DELETE',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ options: { placed_experience_id: placedIdOf(e), extra_context: extraContext } }),
      keepalive: true,
    });
    const body = (await response.json().catch(() => null)) as { resource_response?: { data?: { refreshed?: unknown } } } | null;
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return { data: body?.resource_response?.data ?? {} };
  };

  /** Sets one experience's status; completed and dismissed ones leave the store (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4). */
  function update(placementId: number, experienceId: number, status: ExperienceStatus, keep = false): void {
    const key = String(placementId);
    const list = byPlacement.value[key] ?? [];
    const next = list.flatMap((e) => {
      if (e.experience_id !== experienceId) return [e];
      if ((status === 'completed' || status === 'dismissed') && !keep) return [];
      return [{ ...e, status }];
    });
    byPlacement.value = { ...byPlacement.value, [key]: next };
  }

  const store = {
    byPlacement,
    update,
    /** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the experiences that may show: eligible ids, else types, else a predicate. */
    eligible: (filter: EligibilityFilter): MultiPlacedExperiences => eligibleIn(byPlacement.value, filter),
    /** docs/rules/experiences.md#calls-spec-001-7: every experience of the viewer (multi variants: all per placement). */
    async refreshAll(): Promise<void> {
      const { data } = await getResource('UserExperiencePlatformResource', { multiExperiencePlatform: true, extra_context: extraContext });
      byPlacement.value = asMulti(data);
    },
    /** docs/rules/experiences.md#calls-spec-001-7: experiences of some placements, merged into the store. */
    async fetch(placementIds: number[]): Promise<void> {
      const { data } = await getResource('UserExperienceResource', { placement_ids: placementIds, multiExperiencePlatform: true, extra_context: extraContext });
      const next = { ...byPlacement.value };
      const answered = asMulti(data);
      for (const id of placementIds) next[String(id)] = answered[String(id)] ?? [];
      byPlacement.value = next;
    },
    /** Marks viewed once; viewing placement 1000162 answers a refresh, so all are fetched again. */
    async view(e: PlacedExperience): Promise<void> {
      if (!once('view', e)) return;
      update(e.placement_id, e.experience_id, 'viewed');
      const { data } = await call('UserExperienceViewedResource', 'update', e);
      if (data.refreshed) await store.refreshAll();
    },
    /** Completes once (when the completion kind counts) and triggers linked experiences. */
    async complete(e: PlacedExperience, options: CompleteOptions = {}): Promise<void> {
      const prevent = options.preventRemoval ?? false;
      if (!completionCounts(options.kind ?? 1, prevent) || !once('complete', e)) return;
      update(e.placement_id, e.experience_id, 'completed', !removedAfter('complete', prevent));
      await call('UserExperienceCompletedResource', 'update', e);
      if (refreshesFeed(options.variant ?? 'completed')) requestFeedRefresh();
      if (e.triggerable_placed_exps.length) {
        await Promise.all(e.triggerable_placed_exps.map((id) => fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT', keepalive: true })));
        await store.refreshAll();
      }
    },
    /** Dismisses once and removes the experience. */
    async dismiss(e: PlacedExperience): Promise<void> {
      if (!once('dismiss', e)) return;
      update(e.placement_id, e.experience_id, 'dismissed');
      await call('UserExperienceResource', 'delete', e);
    },
    /** Drops an experience locally without telling the server (a survey that never loaded). */
    drop(e: PlacedExperience): void {
      update(e.placement_id, e.experience_id, 'dismissed');
      logExperienceEvent('experience_dropped', { placed_experience_id: placedIdOf(e) });
    },
  };
  return store;
}

export type ExperienceStore = ReturnType<typeof createExperienceStore>;
