// Sending upload work to the queue: when the Queue does not accept a message, the person is told
// plainly (503 'unavailable' with Retry-After) and can start the upload again; nothing waits for a
// message that was never sent.
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/api/errors.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { UploadMessage } from './queue.ts';

/** What the uploader reads when their picture could not be queued. */
export const NOT_QUEUED = "We couldn't start processing your picture just now. Nothing was kept: please upload it again in a moment.";

/** Sends one message, or throws the unavailable refusal the uploader reads. */
export async function enqueueUpload(queue: Queue<UploadMessage>, message: UploadMessage, options?: QueueSendOptions): Promise<void> {
  try {
    await queue.send(message, options);
  } catch (error) {
    console.warn({ message: 'upload queue refused a message', upload_id: message.uploadId, kind: message.kind, error: String(error) });
    throw new ApiError('unavailable', NOT_QUEUED, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) });
  }
}
