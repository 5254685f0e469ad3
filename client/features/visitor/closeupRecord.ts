// What the closeup tells the visitor's local record (downloads, the share
// upsell), kept out of the first-visit bundle: only the closeup's chunk imports it.
import { currentVisitorRecordViewer } from './visitor.ts';

async function record() {
  const m = await import('./visitorRecord.ts');
  m.configureVisitorRecord(currentVisitorRecordViewer());
  return m;
}

const later = (use: (m: Awaited<ReturnType<typeof record>>) => unknown): void => {
  void record().then(use, (error: unknown) => console.warn('visitor record unavailable', error));
};

export const recordDownload = (): void => later((m) => m.recordDownload());

/** Ms until the share upsell may show, or null within its interval (docs/rules/closeup-and-visitors.md#constants-spec-002-9). */
export async function shareUpsellDelay(): Promise<number | null> {
  const m = await record();
  return m.shareUpsellDelayNow();
}

export const noteUpsellShown = (kind: 'app' | 'share'): void => later((m) => m.noteUpsellShown(kind));
