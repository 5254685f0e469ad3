// Where the app upsell bar goes (under the header). Only signed-out phone visitors whose record
// makes them eligible get the bar (viewer.appUpsell, decided by the worker), so its code loads,
// before rendering on both sides, only for them (client/lib/conditionalPart.tsx).
import { conditionalPart, PartOf } from '#client/lib/conditionalPart.tsx';
import type { Viewer } from '#shared/types.ts';
import './appUpsell.css';

type Props = { viewer: Viewer; hidden: boolean };

const bar = conditionalPart<Props>('app upsell bar', () => import('./AppUpsellBar.tsx').then((m) => m.AppUpsellBar));

/** Loads the bar's code if this viewer is shown the bar. */
export const preloadAppUpsell = (viewer: Viewer): Promise<void> => (viewer.appUpsell ? bar.load().then(() => undefined) : Promise.resolve());

export function AppUpsellSlot(props: Props) {
  return props.viewer.appUpsell ? <PartOf part={bar} props={props} /> : null;
}
