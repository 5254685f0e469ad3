// The saved overlay after a save: where the pin went, linked (the board, or /me/ after a quick save; a protected
// board is named, not linked).
// It appears with the saved animation of docs/rules/pin-card.md#constants-spec-000-9: 1 s for a new save, 0.12 s when the pin was
// already on that board.
import type { CSSProperties } from 'react';
import { savedAnimationMs } from '#shared/save/savedText.ts';
import { savedToLink } from '#shared/save/savedTo.ts';
import type { SaveResult } from '#shared/types.ts';

export function SavedOverlay({ result }: { result: SaveResult }) {
  const link = savedToLink(result);
  const ms = savedAnimationMs(result.created);
  return (
    <p
      className="saved-overlay"
      data-test-id="saved-overlay"
      data-animation-ms={ms}
      style={{ '--saved-animation': `${ms}ms` } as CSSProperties}
      title={`Saved to ${result.board.layout === 'quick_saves' ? 'Profile' : result.board.name}`}
    >
      Saved to{' '}
      {link.href ? (
        <a href={link.href} data-test-id="saved-to-link">
          {link.text}
        </a>
      ) : (
        <span data-test-id="saved-to-name">{link.text}</span>
      )}
    </p>
  );
}
