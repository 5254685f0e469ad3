// Tracks impressions of the items of one grid (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): one IntersectionObserver with
// thresholds 0, 50, 80 and 100 % below the 143 px top cutoff, one MutationObserver for items
// added and removed (forcedExit). Views pause while a modal is open or the page is hidden, and
// ended views go into a buffer of the last 1000 events, flushed on an interval and on page hide.
import { EVENT_TYPES, IMPRESSION_FLUSH_INTERVAL, IMPRESSION_THRESHOLDS, IMPRESSION_TOP_CUTOFF } from '#shared/constants.ts';
import { appendBounded, type ImpressionView, impressionEvent, reachedThreshold, thresholdCrossings } from '#shared/events/impressions.ts';
import { gridViewContext } from '#shared/events/viewContext.ts';
import type { LoggedEvent, ThresholdEvent } from '#shared/events/wire.ts';
import { isId } from '#shared/ids.ts';
import { EventSender } from './eventSender.ts';
import { MODAL_CHANGE_EVENT, watchOpenModals } from './modalPause.ts';

/** A pin of the grid (a click target too) or the shown slot of a carousel pin (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: 7352). */
const PIN = '[data-pin-id]';
const ITEM = `${PIN}, [data-carousel-slot-id]`;

interface ActiveView {
  startTime: number;
  maxVisible: number;
  /** The threshold reached now, and the crossings so far (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
  reached: number;
  crossings: ThresholdEvent[];
}

/** Why tracking is paused: a modal announced itself, a modal is open in the page, the page is hidden. */
type PauseReason = 'announced' | 'modal' | 'hidden';

export interface ImpressionTrackerOptions {
  surface: string;
  /** Whether events may carry detail beyond type, pin and time (consent, shared/events/eventConsent.ts). */
  detailed: boolean;
  /** Maps each event before it is buffered (the consent filter). */
  reduce: (event: LoggedEvent) => LoggedEvent;
  /** Further aux_data of detailed events: a signed-out visitor's record context (useImpressionTracking). */
  context?: () => Record<string, string | boolean> | null;
}

/** One tracker per grid container. */
export class ImpressionTracker {
  private readonly io: IntersectionObserver;
  private readonly mo: MutationObserver;
  private readonly mountedAt = new Map<Element, number>();
  private readonly visible = new Map<Element, number>();
  private readonly active = new Map<Element, ActiveView>();
  private buffer: LoggedEvent[] = [];
  private readonly sender = new EventSender();
  private readonly pauses = new Set<PauseReason>();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly cleanups: Array<() => void> = [];
  /** docs/rules/experiences.md#calls-spec-001-7: where the events happened, from the grid's surface. */
  private readonly context: ReturnType<typeof gridViewContext>;

  constructor(
    readonly container: HTMLElement,
    private readonly options: ImpressionTrackerOptions,
  ) {
    this.context = gridViewContext(options.surface);
    this.io = new IntersectionObserver((entries) => this.onIntersect(entries), {
      threshold: [...IMPRESSION_THRESHOLDS],
      rootMargin: `-${IMPRESSION_TOP_CUTOFF}px 0px 0px 0px`,
    });
    this.mo = new MutationObserver((records) => this.onMutate(records));
    this.mo.observe(container, { childList: true, subtree: true });
    for (const el of container.querySelectorAll(ITEM)) this.watch(el);
    this.timer = setInterval(() => this.flush(false), IMPRESSION_FLUSH_INTERVAL);
    this.listen(window, MODAL_CHANGE_EVENT, (e) => ((e as CustomEvent<boolean>).detail ? this.pause('announced') : this.resume('announced')));
    this.cleanups.push(watchOpenModals((open) => (open ? this.pause('modal') : this.resume('modal'))));
    this.listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'hidden') {
        this.pause('hidden');
        this.flush(true);
      } else this.resume('hidden');
    });
    this.listen(window, 'pagehide', () => {
      this.endAll(false);
      this.flush(true);
    });
    this.listen(container, 'click', (e) => this.onClick(e));
    // Marks the grid as tracked: the tracker is downloaded after hydration, and a test waits for it.
    container.dataset.impressions = 'tracking';
  }

  /** Stops tracking: open views end as forced exits and everything is flushed. */
  stop(): void {
    clearInterval(this.timer);
    delete this.container.dataset.impressions;
    this.io.disconnect();
    this.mo.disconnect();
    for (const cleanup of this.cleanups) cleanup();
    this.endAll(true);
    this.flush(false);
  }

  /** Ends open views (they restart on resume) while a modal is open or the page is hidden (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
  pause(reason: PauseReason): void {
    const was = this.pauses.size > 0;
    this.pauses.add(reason);
    if (!was) this.endAll(false);
  }

  /** Lifts one reason to pause; views restart once no reason is left. */
  resume(reason: PauseReason): void {
    if (!this.pauses.delete(reason) || this.pauses.size > 0) return;
    const now = Date.now();
    for (const [el, reached] of this.visible) this.active.set(el, this.startView(now, reached));
  }

  private get paused(): boolean {
    return this.pauses.size > 0;
  }

  private startView(now: number, reached: number): ActiveView {
    return { startTime: now, maxVisible: reached, reached, crossings: thresholdCrossings(-1, reached, now) };
  }

  /** Sends the buffered events now (sendBeacon when the page is going away). */
  flush(unloading: boolean): void {
    const events = this.buffer;
    this.buffer = [];
    this.sender.flush(events, unloading);
  }

  private listen(target: EventTarget, type: string, handler: (e: Event) => void): void {
    target.addEventListener(type, handler);
    this.cleanups.push(() => target.removeEventListener(type, handler));
  }

  private watch(el: Element): void {
    if (this.mountedAt.has(el)) return;
    this.mountedAt.set(el, Date.now());
    this.io.observe(el);
  }

  private onMutate(records: MutationRecord[]): void {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(ITEM)) this.watch(node);
        for (const el of node.querySelectorAll(ITEM)) this.watch(el);
      }
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        for (const el of [node, ...node.querySelectorAll(ITEM)]) if (this.mountedAt.has(el) && !el.isConnected) this.forget(el);
      }
    }
  }

  private forget(el: Element): void {
    this.end(el, true);
    this.io.unobserve(el);
    this.mountedAt.delete(el);
    this.visible.delete(el);
  }

  private onIntersect(entries: IntersectionObserverEntry[]): void {
    const now = Date.now();
    for (const entry of entries) {
      const el = entry.target;
      const reached = entry.isIntersecting ? reachedThreshold(entry.intersectionRatio || 0.01) : -1;
      if (reached < 0) {
        this.visible.delete(el);
        this.end(el, false);
        continue;
      }
      this.visible.set(el, reached);
      if (this.paused) continue;
      const view = this.active.get(el);
      if (view) {
        view.crossings.push(...thresholdCrossings(view.reached, reached, now));
        view.reached = reached;
        view.maxVisible = Math.max(view.maxVisible, reached);
      } else this.active.set(el, this.startView(now, reached));
    }
  }

  private end(el: Element, forcedExit: boolean): void {
    const view = this.active.get(el);
    if (!view) return;
    this.active.delete(el);
    const { pinId, carouselSlotId } = (el as HTMLElement).dataset;
    const id = pinId ?? carouselSlotId;
    if (!id || !isId(id)) return;
    const slot = Number((el as HTMLElement).dataset.slotIndex);
    const rect = el.getBoundingClientRect();
    const endTime = Date.now();
    const record: ImpressionView = {
      pinId: id,
      kind: pinId ? 'pin' : 'carouselSlot',
      slotIndex: Number.isInteger(slot) && slot >= 0 ? slot : null,
      startTime: view.startTime,
      endTime,
      renderDuration: view.startTime - (this.mountedAt.get(el) ?? view.startTime),
      cellWidth: rect.width,
      cellHeight: rect.height,
      maxVisible: view.maxVisible,
      // The view ends: whatever was still visible is hidden now.
      thresholdEvents: [...view.crossings, ...thresholdCrossings(view.reached, -1, endTime)],
      forcedExit,
    };
    this.push(impressionEvent(record));
  }

  private endAll(forcedExit: boolean): void {
    for (const el of [...this.active.keys()]) this.end(el, forcedExit);
  }

  private onClick(e: Event): void {
    const el = (e.target as Element | null)?.closest?.(PIN) as HTMLElement | null;
    const pinId = el?.dataset.pinId;
    if (!el || !pinId || !isId(pinId)) return;
    const slot = Number(el.dataset.slotIndex);
    this.push({ event_type: EVENT_TYPES.click, object_id_str: pinId, time: Date.now(), ...(Number.isInteger(slot) && slot >= 0 ? { slot_index: slot } : {}) });
  }

  private push(event: LoggedEvent): void {
    const detailed = this.options.detailed
      ? { ...event, ...this.context, aux_data: { surface: this.options.surface.slice(0, 200), ...this.options.context?.() } }
      : event;
    this.buffer = appendBounded(this.buffer, [this.options.reduce(detailed)]);
  }
}
