// Where a picture comes from: the file picker, a file dropped on the box, or (with `pasteTarget`)
// a picture or data url pasted anywhere on the page; the pin builder adds an image url field.
// Whatever the file says it is, its bytes decide (the upload model checks them).
import { type DragEvent, useEffect, useId, useState } from 'react';
import { decodeDataUrl } from '#shared/uploads/sniff.ts';

export interface ImagePickerProps {
  label: string;
  onFile: (file: Blob, name: string) => void;
  /** A web address of a picture was given (typed, dropped or pasted). */
  onUrl?: (url: string) => void;
  /** Listen for pastes on the whole page. */
  pasteTarget?: boolean;
  testId?: string;
}

/** A pasted or dropped data url as a file (CSP forbids fetching it). */
function dataUrlFile(text: string): Blob | null {
  if (!/^data:/i.test(text)) return null;
  const bytes = decodeDataUrl(text);
  return bytes ? new Blob([bytes as BlobPart]) : null;
}

export function ImagePicker({ label, onFile, onUrl, pasteTarget, testId }: ImagePickerProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  function takeText(text: string) {
    const value = text.trim();
    const file = dataUrlFile(value);
    if (file) return onFile(file, 'pasted-image');
    if (onUrl && /^https?:\/\//i.test(value)) onUrl(value);
  }

  useEffect(() => {
    if (!pasteTarget) return;
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea')) return;
      const file = [...(event.clipboardData?.files ?? [])][0];
      if (file) {
        event.preventDefault();
        onFile(file, file.name || 'pasted-image');
        return;
      }
      const text = event.clipboardData?.getData('text/plain');
      if (text) takeText(text);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) return onFile(file, file.name);
    const uri = event.dataTransfer
      .getData('text/uri-list')
      .split('\n')
      .find((l) => l && !l.startsWith('#'));
    takeText(uri ?? event.dataTransfer.getData('text/plain'));
  }

  return (
    <label
      className={`image-picker${over ? ' image-picker--over' : ''}`}
      htmlFor={id}
      data-test-id={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <span className="image-picker__text">{label}</span>
      <span className="image-picker__hint">Drag and drop{pasteTarget ? ', paste' : ''} or click. JPEG, PNG, GIF or WebP, up to 10 MB.</span>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file, file.name);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}
