// Experiments: deterministic assignment by hashing, audiences, weights and forced groups.
import { describe, expect, it } from 'vitest';
import { assignAll, assignGroup, EXPERIMENTS, parseForcedGroups, rememberedGroups } from '#shared/experiments.ts';

describe('experiment assignment', () => {
  it('gives the same viewer the same group every time', () => {
    for (let i = 0; i < 50; i++) {
      expect(assignGroup('ad_label_wording', `anon:${i}`, false)).toBe(assignGroup('ad_label_wording', `anon:${i}`, false));
    }
  });

  it('splits viewers across groups in proportion to their weights', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const g = assignGroup('masonry_layout_auth', `user:${i}`, true);
      counts[g] = (counts[g] ?? 0) + 1;
    }
    expect(counts.standard / 20_000).toBeGreaterThan(0.75);
    expect(counts.standard / 20_000).toBeLessThan(0.85);
    expect(counts.wide).toBeGreaterThan(1500);
    expect(counts.compact).toBeGreaterThan(1500);
  });

  it('keeps signed-out visitors out of signed-in experiments (pin-card: Card states and the save flow: 500417 never hides the footer for them)', () => {
    for (let i = 0; i < 200; i++) expect(assignGroup('footer_hiding_500417', `anon:${i}`, false)).toBe('control');
  });

  it('assigns every defined experiment', () => {
    expect(Object.keys(assignAll('user:1', true)).sort()).toEqual(Object.keys(EXPERIMENTS).sort());
  });

  it('honours forced groups and ignores unknown names and groups', () => {
    expect(parseForcedGroups('quick_save:enabled, nope:x, ad_label_wording:bogus')).toEqual({ quick_save: 'enabled' });
    expect(assignAll('anon:1', false, { ad_label_wording: 'sponsored' }).ad_label_wording).toBe('sponsored');
    expect(parseForcedGroups(undefined)).toEqual({});
  });

  describe('groups assigned once and remembered', () => {
    /** A visitor key whose ad label group differs once they sign in as user 1. */
    const anonWithOtherGroup = () => {
      for (let i = 0; ; i++) if (assignGroup('ad_label_wording', `anon:${i}`, false) !== assignGroup('ad_label_wording', 'user:1', true)) return `anon:${i}`;
    };

    it('a visitor keeps the ad label first given, also after signing in (pin-card: Card states and the save flow)', () => {
      const first = assignAll(anonWithOtherGroup(), false);
      const cookie = rememberedGroups(first);
      const signedIn = assignAll('user:1', true, {}, parseForcedGroups(cookie));
      expect(signedIn.ad_label_wording).toBe(first.ad_label_wording);
    });

    it('remembers only experiments for everyone; signed-in experiments follow the audience', () => {
      const cookie = rememberedGroups({ ad_label_wording: 'ad', quick_save: 'enabled', masonry_layout: 'wide', survey_leave_intent: 'enabled' });
      expect(cookie).toBe('ad_label_wording:ad,survey_leave_intent:enabled');
      expect(assignAll('anon:x', false, {}, parseForcedGroups('quick_save:enabled')).quick_save).toBe('control');
    });

    it('lets forced groups win over remembered ones, and ignores remembered groups that no longer exist', () => {
      expect(assignAll('anon:x', false, { ad_label_wording: 'sponsored' }, { ad_label_wording: 'ad' }).ad_label_wording).toBe('sponsored');
      expect(assignAll('anon:x', false, {}, parseForcedGroups('ad_label_wording:gone')).ad_label_wording).toBe(
        assignGroup('ad_label_wording', 'anon:x', false),
      );
    });
  });
});
