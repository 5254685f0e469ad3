// The state a page embeds for hydration, as the JSON text of its script element: made once, by the
// worker, so the client neither packs nor escapes it again (it hands the same text back on hydration).
import type { DocumentProps } from '#client/app/Document.tsx';
import { packedImages } from '#shared/pinCard/wire.ts';
import { safeJsonForHtml } from '#shared/safeJson.ts';
import { packViewer } from '#shared/signedOutViewer.ts';

/** A streaming feed (home, related pins) travels in its own script; a closeup's images go packed (shared/pinCard/wire.ts), a signed-out viewer without what every one says (shared/signedOutViewer.ts). */
export function embeddedStateJson(state: DocumentProps['state'], page: DocumentProps['page']): string {
  const data =
    page.data.kind === 'home'
      ? { kind: 'home' }
      : page.data.kind === 'pin'
        ? { ...page.data, related: undefined, pin: { ...page.data.pin, images: packedImages(page.data.pin) } }
        : page.data;
  return safeJsonForHtml({ ...state, viewer: packViewer(state.viewer), page: { ...page, data } });
}
