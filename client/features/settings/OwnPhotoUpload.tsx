// Settings' "Upload your photo": the member's own picture as their profile photo, sent the way every upload goes
// (../pinBuilder/uploadModel.ts: checked here, VIPResource create, the file to R2, processed by the queue into
// every size), then chosen as the photo; Save puts its signature on the profile. Shown once the page is hydrated:
// without JavaScript the presets remain.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { createUploadModel } from '#client/features/pinBuilder/uploadModel.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';

export function OwnPhotoUpload({ onUploaded }: { onUploaded: (signature: string) => void }) {
  useSignals();
  const hydrated = useHydrated();
  const [upload] = useState(createUploadModel);
  useEffect(() => () => upload.dispose(), [upload]);
  const signature = upload.result.value?.image_signature ?? null;
  useEffect(() => {
    if (signature) onUploaded(signature);
  }, [signature, onUploaded]);
  if (!hydrated) return null;
  const phase = upload.phase.value;
  const busy = phase === 'checking' || phase === 'sending' || phase === 'processing';
  return (
    <div className="settings__own-photo" data-test-id="own-photo">
      <label className="button settings__own-photo-button">
        {signature ? 'Upload another photo' : 'Upload your photo'}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden"
          data-test-id="own-photo-input"
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload.start(file, file.name);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {upload.preview.value && (
        <img className="settings__own-photo-preview" src={upload.preview.value} alt="" width={60} height={60} data-test-id="own-photo-preview" />
      )}
      <span role="status">{busy ? 'Uploading your photo…' : signature ? 'Your photo is ready: Save to use it.' : ''}</span>
      {upload.error.value && (
        <span role="alert" className="auth-form__error">
          {upload.error.value}
        </span>
      )}
    </div>
  );
}
