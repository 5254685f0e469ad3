// The story pin builder (/idea-pin-builder/, /story-pin-builder/, /idea-ads-tool/): pages of a
// picture and a text block, added, written and removed in order; each picture uploads and is
// processed on its own, and the story is published once every picture is ready. The first page's
// picture is the cover. The draft survives a reload.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { callResource } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { PIN_TEXT_LIMITS, UPLOAD_LIMITS } from '#shared/constants.ts';
import type { Viewer } from '#shared/types.ts';
import { type BoardChoice, BoardChooser } from './BoardChooser.tsx';
import { draftKey, loadDraft, readSavedUpload, type StoryDraft, saveDraft } from './draft.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { NeedsScriptNotice } from './NeedsScriptNotice.tsx';
import { PublishBar, usePinPublisher } from './publishPin.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import { createUploadModel, savedUpload, type UploadModel } from './uploadModel.ts';
import './pinBuilder.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

interface StoryPage {
  key: number;
  text: string;
  model: UploadModel;
}

/** A new page with its own upload model; `keys` numbers pages for React. */
function newPage(keys: { current: number }, text = ''): StoryPage {
  return { key: keys.current++, text, model: createUploadModel() };
}

function StoryPageEditor({
  page,
  index,
  count,
  onText,
  onRemove,
}: {
  page: StoryPage;
  index: number;
  count: number;
  onText: (text: string) => void;
  onRemove: () => void;
}) {
  useSignals();
  const { model } = page;
  return (
    <li className="story-builder__page" data-test-id="story-builder-page" data-upload-phase={model.phase.value}>
      <h2>Page {index + 1}</h2>
      {model.preview.value ? (
        <figure className="pin-builder__preview">
          <img src={model.preview.value} alt={`Page ${index + 1}`} data-test-id="story-builder-preview" />
          <button type="button" {...NEEDS_SCRIPT} className="button" onClick={() => model.reset()}>
            Choose another picture
          </button>
        </figure>
      ) : (
        <ImagePicker label={index === 0 ? 'Choose the cover picture' : 'Choose a picture (optional)'} onFile={(file, name) => void model.start(file, name)} />
      )}
      <UploadStatus model={model} />
      <label className="pin-field">
        <span>
          Text on this page{' '}
          <small>
            {page.text.length}/{UPLOAD_LIMITS.storyTextLength}
          </small>
        </span>
        <textarea value={page.text} onChange={(e) => onText(e.currentTarget.value)} maxLength={UPLOAD_LIMITS.storyTextLength} rows={2} />
      </label>
      {count > UPLOAD_LIMITS.storyMinPages && (
        <button type="button" {...NEEDS_SCRIPT} className="button" onClick={onRemove}>
          Remove page {index + 1}
        </button>
      )}
    </li>
  );
}

export function StoryBuilderPage({ viewer }: { viewer: Viewer }) {
  useSignals();
  const hydrated = useHydrated();
  const nextKey = useRef(0);
  const [pages, setPages] = useState<StoryPage[]>(() => [newPage(nextKey), newPage(nextKey)]);
  const [title, setTitle] = useState('');
  const [choice, setChoice] = useState<BoardChoice>({ board: null, section: null });
  const [restored, setRestored] = useState(false);
  const key = draftKey('story', viewer.id);
  const { error, setError, saving, publish: create } = usePinPublisher(key);

  useEffect(() => {
    const draft = loadDraft<StoryDraft>(key);
    if (draft && Array.isArray(draft.pages) && draft.pages.length >= UPLOAD_LIMITS.storyMinPages) {
      const restoredPages = draft.pages.slice(0, UPLOAD_LIMITS.storyMaxPages).map((saved) => {
        const page = newPage(nextKey, typeof saved?.text === 'string' ? saved.text : '');
        const upload = readSavedUpload(saved?.upload);
        if (upload) page.model.resume(upload);
        return page;
      });
      setPages(restoredPages);
      setTitle(typeof draft.title === 'string' ? draft.title : '');
      setChoice({ board: draft.board ?? null, section: draft.section ?? null });
    }
    setRestored(true);
  }, [key]);

  // Every model still on the page stops its uploads and polls when the builder goes.
  const current = useRef(pages);
  current.current = pages;
  useEffect(() => () => current.current.forEach((p) => p.model.dispose()), []);

  const saved = pages.map((p) => ({ text: p.text, upload: savedUpload(p.model) }));
  const savedJson = JSON.stringify(saved);
  useEffect(() => {
    if (restored) saveDraft<StoryDraft>(key, { title, board: choice.board, section: choice.section, pages: JSON.parse(savedJson) });
  }, [restored, key, title, choice, savedJson]);

  const phases = pages.map((p) => p.model.phase.value);
  const busy = phases.some((p) => p === 'checking' || p === 'sending' || p === 'processing');
  const coverReady = phases[0] === 'succeeded';
  const filled = pages.every((p, i) => phases[i] === 'succeeded' || p.text.trim());
  const ready = coverReady && filled && !busy && pages.length >= UPLOAD_LIMITS.storyMinPages;

  async function publish() {
    if (!ready)
      return setError(busy ? 'Wait until every picture has finished uploading.' : 'The first page needs a picture, and every page a picture or some text.');
    await create(() =>
      callResource('PinResource', 'create', {
        board_id: choice.board?.id ?? null,
        section: choice.section?.id ?? null,
        method: 'story',
        title,
        story_pages: pages.map((p) => ({ image_url: p.model.result.value?.image_url ?? undefined, text: p.text.trim() || undefined })),
      }),
    );
  }

  return (
    <section className="pin-builder story-builder" data-test-id="story-builder">
      <h1>Create a story Pin</h1>
      <NeedsScriptNotice tool="Creating a story Pin" />
      <p className="pin-builder__other">
        <a href="/pin-builder/">Make a Pin of one picture instead</a>
      </p>
      <label className="pin-field">
        <span>
          Title{' '}
          <small>
            {title.length}/{PIN_TEXT_LIMITS.title}
          </small>
        </span>
        <input name="title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={PIN_TEXT_LIMITS.title} placeholder="Add a title" />
      </label>
      <ol className="story-builder__pages">
        {pages.map((page, index) => (
          <StoryPageEditor
            key={page.key}
            page={page}
            index={index}
            count={pages.length}
            onText={(text) => setPages(pages.map((p) => (p.key === page.key ? { ...p, text } : p)))}
            onRemove={() => {
              page.model.dispose();
              setPages(pages.filter((p) => p.key !== page.key));
            }}
          />
        ))}
      </ol>
      {pages.length < UPLOAD_LIMITS.storyMaxPages && (
        <button
          type="button"
          {...NEEDS_SCRIPT}
          className="button"
          data-test-id="story-builder-add"
          disabled={!hydrated}
          onClick={() => setPages([...pages, newPage(nextKey)])}
        >
          Add a page
        </button>
      )}
      <BoardChooser value={choice} onChange={setChoice} />
      <PublishBar error={error} saving={saving} disabled={!hydrated || !ready} testId="story-builder-publish" onPublish={() => void publish()} />
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { storyBuilder: PageView<'storyBuilder'> } = {
  storyBuilder: ({ viewer }) => <StoryBuilderPage viewer={viewer} />,
};
