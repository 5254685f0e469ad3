// Publishing from a builder, the same for a one-picture pin and a story: the error line, the
// Publish button, and the call that creates the pin, clears the draft and opens the new closeup.
import { useState } from 'react';
import { ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { pinPath } from '#shared/paths.ts';
import { clearDraft } from './draft.ts';

/** The publishing state of a builder whose draft is kept under `draftKey`. */
export function usePinPublisher(draftKey: string) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Runs `create`; on success the draft is cleared and the new pin's closeup opens. */
  async function publish(create: () => Promise<{ data: { entityId: string } }>): Promise<void> {
    setError(null);
    setSaving(true);
    try {
      const answer = await create();
      clearDraft(draftKey);
      window.location.assign(pinPath(answer.data.entityId));
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
      setSaving(false);
    }
  }
  return { error, setError, saving, publish };
}

/** The error line and the Publish button under a builder's fields. */
export function PublishBar({
  error,
  saving,
  disabled,
  testId,
  onPublish,
}: {
  error: string | null;
  saving: boolean;
  disabled: boolean;
  testId: string;
  onPublish: () => void;
}) {
  return (
    <>
      {error && (
        <p className="pin-builder__error" role="alert" data-test-id="pin-builder-error">
          {error}
        </p>
      )}
      <button type="button" className="button button--primary" data-test-id={testId} disabled={disabled || saving} onClick={onPublish}>
        {saving ? 'Publishing…' : 'Publish'}
      </button>
    </>
  );
}
