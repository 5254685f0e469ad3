// The image viewer (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the #imgViewer hash opens it): the pin's image over the page.
// Opening sets the hash, so a shared link with #imgViewer opens it too; Escape or Close leaves it.
// Downloaded when first opened (whether it is open: imageViewerOpen.ts).

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { ImageSpec } from '#shared/types.ts';

/** Leaves the viewer: drops the hash without a new history entry. */
export function closeImageViewer() {
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export function ImageViewer({ image, alt }: { image: ImageSpec; alt: string }) {
  useSignals();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeImageViewer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label="Image viewer" data-test-id="image-viewer">
      <button type="button" className="button image-viewer__close" onClick={closeImageViewer}>
        Close
      </button>
      <img src={image.url} width={image.width} height={image.height} alt={alt} />
    </div>
  );
}
