import type { PinExtras, PinKind } from '../../../shared/types.ts';
import { type BoardRow, capitalize, type Flag, fill, titleFor } from '../dataset.ts';
import type { Theme } from '../words.ts';
import type { PinContext } from './pinContext.ts';

/** The pin as made so far, for the extras every kind shares. */
export interface PinSoFar {
  id: number;
  kind: PinKind;
  t: Theme;
  board: BoardRow;
  pinTitle: string;
  pinDescription: string;
  siteName: string;
  promoted: Flag;
  pinnerId: number;
}

/**
 * A grid title names the same pin as its title, only shorter: the thing the title is about (the theme's noun in it,
 * with the adjective before it when there is one: "Creamy ramen bowl (ready in 20 minutes)" -> "Creamy ramen bowl");
 * none when the title names no noun of its theme, or is that already.
 */
function gridTitleOf(title: string, t: Theme): string | null {
  const lower = title.toLowerCase();
  const noun = t.nouns.filter((n) => lower.includes(n)).sort((a, b) => b.length - a.length)[0];
  if (!noun) return null;
  const before = lower.slice(0, lower.indexOf(noun)).trim().split(/\s+/).at(-1) ?? '';
  const short = capitalize(t.adjectives.includes(before) ? `${before} ${noun}` : noun);
  return short.toLowerCase() === lower.trim() ? null : short;
}

/** Fills `extras` with the shared extras and answers the pin's interests (ids, ascending). */
export function sharedExtras(ctx: PinContext, pin: PinSoFar, extras: PinExtras): number[] {
  const { pinRng, counters, notable, userById, interestId, interests, demoBoards, boardUrl } = ctx;
  const { descriptionHtml, annotations, reactions } = ctx.text;
  const { advertisers } = ctx.cast;
  const { id, kind, t, board, pinTitle, pinDescription, siteName, promoted, pinnerId } = pin;
  if (pinTitle.trim() && pinRng.chance(0.12)) {
    // The draw is kept (unused) so that every later pin of the demo stays the same.
    fill(pinRng, '{adj} {noun}', t);
    const short = gridTitleOf(pinTitle, t);
    if (short) extras.gridTitle = short;
  }
  if (pinDescription.trim() && pinRng.chance(0.1)) extras.descriptionHtml = descriptionHtml(pinDescription);
  if (promoted === 0 && pinRng.chance(0.08)) {
    const c = counters.seo++;
    extras.seoTitle = `${(pinTitle.trim() || titleFor(pinRng, t)).slice(0, 90)} | ${siteName || 'Pinboard'}`;
    extras.seoDescription = (pinDescription.replace(/\s+/g, ' ').trim() || pinRng.pick(t.sentences)).slice(0, 160);
    if (c % 30 === 4) {
      extras.seoNoindexReason = 'sensitive_raw_pin_text';
      notable.noindexPinIds.push(id);
    }
  }
  const crop = pinRng.next();
  if (crop < 0.1) {
    const minY = Math.round(pinRng.float(0, 0.2) * 1000) / 1000;
    extras.imageCrop = { minY, maxY: Math.round(pinRng.float(0.75, 1) * 1000) / 1000 };
  } else if (crop < 0.15) extras.imageCrop = { minY: null, maxY: null };
  else if (crop < 0.17) extras.imageCrop = { minY: 0.1, maxY: null };
  const ann = pinRng.next();
  if (ann < 0.55) extras.pinJoin = annotations(t, true);
  else if (ann < 0.65) extras.pinJoin = annotations(t, false);
  if (promoted === 0 && kind !== 'video' && kind !== 'story' && pinRng.chance(0.08)) extras.reactionCountsData = reactions(1, 3);
  if (pinRng.chance(0.3)) extras.category = t.category;
  if (promoted === 0 && kind === 'image' && pinRng.chance(0.02)) {
    extras.sponsorship = {
      status: pinRng.pick([0, 2, 3] as const),
      creatorUsername: userById.get(pinnerId)!.username,
      sponsorName: pinRng.pick(advertisers).full_name,
    };
  }
  const pinInterestIds = pinRng
    .sample(t.interests, pinRng.int(1, Math.min(3, t.interests.length)))
    .map((name) => interestId.get(name)!)
    .sort((a, b) => a - b);
  if (promoted === 0 && pinRng.chance(0.14)) {
    const c = counters.reason++ % 5;
    if (c === 0) {
      const iid = pinInterestIds[0];
      const interest = interests[iid - 1];
      extras.recommendationReason = { reason: 'FOLLOWED_INTEREST', reasonId: String(iid) };
      extras.sourceInterest = { entityId: String(iid), name: interest.name, urlName: interest.url_name };
    } else if (c === 1) extras.recommendationReason = { reason: 'FOLLOWING_FEED' };
    else if (c === 2) extras.recommendationReason = { reason: 'RECENT_FOLLOWED_BOARD', hasBoard: true, board: { name: board.name, url: boardUrl(board) } };
    else if (c === 3) {
      const b = pinRng.pick(demoBoards.filter((x) => x.privacy === 'public' && !x.archived));
      extras.recommendationReason = { reason: 'BOARD_BASED', reasonId: String(b.id), hasBoard: true, board: { name: b.name, url: boardUrl(b) } };
    } else extras.recommendationReason = { reason: 'RECENT_ACTIVITY', hasBoard: false };
  }
  return pinInterestIds;
}
