// Publishing from a builder, the same for a one-picture pin and a story: the error line, the
// Publish button with what it waits for beside it (the upload's progress, in view wherever the
// person is on the form), and the call that creates the pin and clears the draft. A builder that
// starts afresh after publishing keeps the person on it and confirms with a toast that links the
// new pin; one that does not opens the new pin's closeup.
import { useState } from 'react';
import { InBottomStack } from '#client/components/InBottomStack.tsx';
import { ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import { pinPath } from '#shared/paths.ts';
import { clearDraft } from './draft.ts';

/** The publishing state of a builder whose draft is kept under `draftKey`; `startAfresh` empties the builder after a publish. */
export function usePinPublisher(draftKey: string, startAfresh?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The pin just published, which the toast links. */
  const [published, setPublished] = useState<string | null>(null);
  /** Runs `create`; on success the draft is cleared, then the builder starts afresh or the new pin's closeup opens. */
  async function publish(create: () => Promise<{ data: { entityId: string } }>): Promise<void> {
    setError(null);
    setPublished(null);
    setSaving(true);
    try {
      const answer = await create();
      clearDraft(draftKey);
      if (!startAfresh) return window.location.assign(pinPath(answer.data.entityId));
      startAfresh();
      setPublished(answer.data.entityId);
      setSaving(false);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
      setSaving(false);
    }
  }
  return { error, setError, saving, published, dismissPublished: () => setPublished(null), publish };
}

/** The error line, the Publish button and (while it cannot be pressed yet) what it waits for. */
export function PublishBar({
  error,
  saving,
  disabled,
  waitingFor,
  testId,
  onPublish,
}: {
  error: string | null;
  saving: boolean;
  disabled: boolean;
  /** Why Publish waits, such as the upload's progress: shown beside the button. */
  waitingFor?: string | null;
  testId: string;
  onPublish: () => void;
}) {
  const noteId = `${testId}-waiting`;
  return (
    <>
      <BuilderError error={error} testId="pin-builder-error" />
      <div className="publish-bar">
        <button
          type="button"
          {...NEEDS_SCRIPT}
          className="button button--primary"
          data-test-id={testId}
          disabled={disabled || saving}
          aria-describedby={waitingFor ? noteId : undefined}
          onClick={onPublish}
        >
          {saving ? 'Publishing…' : 'Publish'}
        </button>
        {waitingFor && (
          <span className="publish-bar__waiting" id={noteId} data-test-id="publish-waiting">
            {waitingFor}
          </span>
        )}
      </div>
    </>
  );
}

/** A builder's error line, while there is an error. */
export function BuilderError({ error, testId }: { error: string | null; testId: string }) {
  return (
    error && (
      <p className="pin-builder__error" role="alert" data-test-id={testId}>
        {error}
      </p>
    )
  );
}

/** The confirmation after a publish: a toast in the bottom stack with a link to the new pin, until closed. */
export function PublishedToast({ pinId, onClose }: { pinId: string | null; onClose: () => void }) {
  return (
    <InBottomStack>
      <div className="published-toast-region" role="status">
        {pinId && (
          <div className="published-toast" data-test-id="published-toast">
            <span>Your Pin is published.</span>
            <a className="button" href={pinPath(pinId)}>
              See your Pin
            </a>
            <button type="button" {...NEEDS_SCRIPT} className="published-toast__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
        )}
      </div>
    </InBottomStack>
  );
}
