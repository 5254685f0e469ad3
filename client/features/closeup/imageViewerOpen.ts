// Whether the image viewer is open (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the #imgViewer hash), apart from the viewer
// itself (ImageViewer.tsx), which the closeup downloads only when it first opens.
import { useSignal } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { IMAGE_VIEWER_HASH } from '#shared/paths.ts';

export function useImageViewerOpen() {
  const open = useSignal(false);
  useEffect(() => {
    const sync = () => {
      open.value = window.location.hash === IMAGE_VIEWER_HASH;
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [open]);
  return open;
}
