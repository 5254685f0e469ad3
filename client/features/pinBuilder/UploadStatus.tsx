// The progress of one upload: a progress bar while the file is sent (its fraction) and while it is
// processed (indeterminate), and the message of any failure.
import { useSignals } from '@preact/signals-react/runtime';
import type { UploadModel } from './uploadModel.ts';

export function UploadStatus({ model }: { model: UploadModel }) {
  useSignals();
  const phase = model.phase.value;
  if (phase === 'sending' || phase === 'checking') {
    const percent = Math.round(model.sent.value * 100);
    return (
      <div className="upload-status" data-test-id="upload-status" data-phase="sending">
        <progress aria-label="Uploading your picture" max={100} value={percent} />
        <span>Uploading… {percent}%</span>
      </div>
    );
  }
  if (phase === 'processing') {
    return (
      <div className="upload-status" data-test-id="upload-status" data-phase="processing">
        <progress aria-label="Processing your picture" />
        <span>Processing your picture…</span>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <p className="upload-status upload-status--failed" role="alert" data-test-id="upload-error">
        {model.error.value}
      </p>
    );
  }
  return null;
}
