// The pin builder (/pin-builder/, also /pin-creation-tool/, /pin/create/ and /pin-editor/): pick a
// picture (file picker, drop, paste or a web address), watch it upload and process, write its
// title, description, destination link and alt text, choose its board and section (or create a
// board) and publish; a toast then links the new pin and the builder is ready for the next. The
// draft is kept per member and survives a reload.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { callResource } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import type { Viewer } from '#shared/types.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { type BoardChoice, BoardChooser } from './BoardChooser.tsx';
import { draftKey, loadDraft, type PinDraft, readSavedUpload, saveDraft } from './draft.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { NeedsScriptNotice } from './NeedsScriptNotice.tsx';
import { linkProblem, PinTextFields, type PinTexts } from './PinTextFields.tsx';
import { PublishBar, PublishedToast, usePinPublisher } from './publishPin.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import { createUploadModel, savedUpload } from './uploadModel.ts';
import './pinBuilder.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

const EMPTY_TEXTS: PinTexts = { title: '', description: '', link: '', altText: '' };

export function PinBuilderPage({ viewer }: { viewer: Viewer }) {
  useSignals();
  const hydrated = useHydrated();
  const [model] = useState(createUploadModel);
  const [texts, setTexts] = useState<PinTexts>(EMPTY_TEXTS);
  const [choice, setChoice] = useState<BoardChoice>({ board: null, section: null });
  const [webUrl, setWebUrl] = useState('');
  const [restored, setRestored] = useState(false);
  const key = draftKey('pin', viewer.id);
  const {
    error,
    setError,
    saving,
    published,
    dismissPublished,
    publish: create,
  } = usePinPublisher(key, () => {
    // The next pin starts empty, on the same board.
    model.reset();
    setTexts(EMPTY_TEXTS);
    setWebUrl('');
  });

  useEffect(() => {
    const draft = loadDraft<PinDraft>(key);
    if (draft) {
      setTexts({ ...EMPTY_TEXTS, ...pickTexts(draft) });
      setChoice({ board: draft.board ?? null, section: draft.section ?? null });
      setWebUrl(typeof draft.webUrl === 'string' ? draft.webUrl : '');
      const upload = readSavedUpload(draft.upload);
      if (upload) model.resume(upload);
    }
    setRestored(true);
    return () => model.dispose();
  }, [key, model]);

  const phase = model.phase.value;
  const uploadJson = JSON.stringify(savedUpload(model));
  useEffect(() => {
    if (restored) saveDraft<PinDraft>(key, { ...texts, webUrl, board: choice.board, section: choice.section, upload: JSON.parse(uploadJson) });
  }, [restored, key, texts, webUrl, choice, uploadJson]);

  const picture = model.result.value;
  const ready = phase === 'succeeded' || (phase === 'idle' && Boolean(webUrl));
  const busy = phase === 'checking' || phase === 'sending' || phase === 'processing';
  const waitingFor = phase === 'processing' ? 'Processing your picture…' : busy ? `Uploading… ${Math.round(model.sent.value * 100)}%` : null;

  async function publish() {
    const problem = linkProblem(texts.link);
    if (problem) return setError(problem);
    const imageUrl = picture?.image_url ?? webUrl.trim();
    if (!imageUrl) return setError(busy ? 'Wait until your picture has finished uploading.' : 'Add a picture first.');
    await create(() =>
      callResource('PinResource', 'create', {
        board_id: choice.board?.id ?? null,
        section: choice.section?.id ?? null,
        method: picture ? 'uploaded' : 'scraped',
        image_url: imageUrl,
        title: texts.title,
        description: texts.description,
        link: texts.link.trim() || null,
        alt_text: texts.altText,
      }),
    );
  }

  return (
    <section className="pin-builder" data-test-id="pin-builder" data-upload-phase={phase}>
      <h1>Create Pin</h1>
      <NeedsScriptNotice tool="Create Pin" />
      {/* Not a form: the board picker inside has its own (forms do not nest). */}
      <div className="pin-builder__layout">
        <div className="pin-builder__media">
          {model.preview.value ? (
            <figure className="pin-builder__preview">
              <img
                src={model.preview.value}
                alt={texts.altText || 'Your picture'}
                data-test-id="pin-builder-preview"
                width={picture?.width ?? undefined}
                height={picture?.height ?? undefined}
              />
              <button type="button" {...NEEDS_SCRIPT} className="button" onClick={() => model.reset()}>
                Choose another picture
              </button>
            </figure>
          ) : webUrl ? (
            <div className="pin-builder__web" data-test-id="pin-builder-web">
              <p>The picture at {webUrl} is downloaded when you publish.</p>
              <button type="button" {...NEEDS_SCRIPT} className="button" onClick={() => setWebUrl('')}>
                Choose another picture
              </button>
            </div>
          ) : (
            <ImagePicker
              label="Choose a picture"
              testId="pin-builder-picker"
              pasteTarget={hydrated}
              onFile={(file, name) => {
                setWebUrl('');
                void model.start(file, name);
              }}
              onUrl={(url) => {
                model.reset();
                setWebUrl(url);
              }}
            />
          )}
          <UploadStatus model={model} />
          {!model.preview.value && !webUrl && (
            <WebUrlField
              onUrl={(url) => {
                model.reset();
                setWebUrl(url);
              }}
            />
          )}
          <p className="pin-builder__other">
            <a href="/idea-pin-builder/">Make a story Pin of several pages instead</a>
          </p>
        </div>
        <div className="pin-builder__fields">
          <PinTextFields value={texts} onChange={setTexts} />
          <BoardChooser value={choice} onChange={setChoice} />
          <PublishBar
            error={error}
            saving={saving}
            disabled={!hydrated || !ready}
            waitingFor={waitingFor}
            testId="pin-builder-publish"
            onPublish={() => void publish()}
          />
        </div>
      </div>
      <PublishedToast pinId={published} onClose={dismissPublished} />
    </section>
  );
}

function pickTexts(draft: Partial<PinDraft>): Partial<PinTexts> {
  const out: Partial<PinTexts> = {};
  for (const k of ['title', 'description', 'link', 'altText'] as const) if (typeof draft[k] === 'string') out[k] = draft[k];
  return out;
}

/** "Or use a picture from the web": a web address PinResource create downloads. */
function WebUrlField({ onUrl }: { onUrl: (url: string) => void }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="pin-builder__url">
      <label>
        Or use a picture from the web
        <input type="url" placeholder="https://…" value={value} onChange={(e) => setValue(e.target.value)} maxLength={2048} />
      </label>
      <button
        type="button"
        {...NEEDS_SCRIPT}
        className="button"
        onClick={() => {
          if (!isHttpUrl(value.trim())) return setProblem('Give the web address of a picture, starting with http:// or https://.');
          setProblem(null);
          onUrl(value.trim());
        }}
      >
        Use
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pinBuilder: PageView<'pinBuilder'> } = {
  pinBuilder: ({ viewer }) => <PinBuilderPage viewer={viewer} />,
};
