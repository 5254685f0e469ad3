// The saved overlay after a save: where the pin went, linked (the board, or /me/ after a quick save).
import { savedToLink } from '#shared/save/savedTo.ts';
import type { SaveResult } from '#shared/types.ts';

export function SavedOverlay({ result }: { result: SaveResult }) {
  const link = savedToLink(result);
  return (
    <p className="saved-overlay" data-test-id="saved-overlay">
      Saved to{' '}
      <a href={link.href} data-test-id="saved-to-link">
        {link.text}
      </a>
    </p>
  );
}
