// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "dismiss sensitivity screen": what people other than the owner see instead of a
// sensitive board's pins until they press "Show pins". A member's dismissal is kept
// (BoardSensitivityScreenResource); a signed-out visitor's lasts the browser session (a cookie).
import { useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { SENSITIVITY_COOKIE, withDismissed } from '#shared/boards/sensitivity.ts';
import type { Viewer } from '#shared/types.ts';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function rememberForSession(boardId: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small first-party session cookie; the Cookie Store API is not in every phone browser
  document.cookie = `${SENSITIVITY_COOKIE}=${withDismissed(readCookie(SENSITIVITY_COOKIE), boardId)}; path=/; samesite=lax${secure}`;
}

export interface SensitivityScreenProps {
  boardId: string;
  viewer: Viewer;
  onShow: () => void;
}

export function SensitivityScreen({ boardId, viewer, onShow }: SensitivityScreenProps) {
  const [error, setError] = useState<string | null>(null);
  async function show() {
    setError(null);
    if (!viewer.isAuth) {
      rememberForSession(boardId);
      onShow();
      return;
    }
    try {
      await callResource('BoardSensitivityScreenResource', 'create', { board_id: boardId });
      onShow();
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <section className="board-sensitive" aria-label="Sensitive content" data-test-id="sensitivity-screen">
      <p className="board-sensitive__title">This board may contain sensitive content</p>
      <p>Its Pins are hidden until you choose to see them.</p>
      <button type="button" className="button button--primary" onClick={() => void show()}>
        Show pins
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
