// Starts the cards' Tab-stop rule (./cardTabStops.ts, a chunk of its own) once: when the page is idle, or at a
// keyboard's first Tab if that comes sooner.
import { whenIdle } from '#client/lib/whenIdle.ts';

let armed = false;

/** Called by every card; the first call arms the rule for the page. */
export function armCardTabStops(): void {
  if (armed) return;
  armed = true;
  let started = false;
  const start = () => {
    document.removeEventListener('keydown', onTab, true);
    if (started) return;
    started = true;
    void import('./cardTabStops.ts').then((m) => m.startCardTabStops());
  };
  const onTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') start();
  };
  document.addEventListener('keydown', onTab, true);
  whenIdle(start);
}
