// One picture's way to the server (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7): checked here first with the same rules the
// worker applies (size, magic bytes, whole file), then VIPResource create, the file POSTed to
// the upload url with its upload_parameters (upload progress from XHR), then VIPResource get
// polled every 5 s until the upload succeeded; failed or expired, or a failed call, ends in the
// failure state with the message to show. One model per picture, made by its component.
import { batch, type Signal, signal } from '@preact/signals-react';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { UploadState, UploadTicket } from '#shared/api/uploads.ts';
import { UPLOAD_LIMITS, UPLOAD_POLL_INTERVAL_MS } from '#shared/constants.ts';
import { checkImageEnd, formatBytes, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES, sniffImage } from '#shared/uploads/sniff.ts';

/** idle → checking → sending → processing → succeeded, or failed from any of them. */
export type UploadPhase = 'idle' | 'checking' | 'sending' | 'processing' | 'succeeded' | 'failed';

/** What a draft keeps of an upload, to pick it up again after a reload. */
export interface SavedUpload {
  uploadId: string;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
}

export interface UploadModel {
  phase: Signal<UploadPhase>;
  /** Fraction of the file sent, 0 to 1. */
  sent: Signal<number>;
  /** What to show: the local file while it uploads, then the processed 736x picture. */
  preview: Signal<string | null>;
  /** The finished upload (its image_url is what PinResource create takes). */
  result: Signal<UploadState | null>;
  uploadId: Signal<string | null>;
  error: Signal<string | null>;
  start: (file: Blob, name?: string) => Promise<void>;
  /** Picks up an upload a draft remembered (polls it again if it was not finished). */
  resume: (saved: SavedUpload) => void;
  reset: () => void;
  dispose: () => void;
}

const messageOf = (e: unknown) => (e instanceof ResourceCallError || e instanceof Error ? e.message : SERVER_ERROR_MESSAGE);

/** The reason the worker would refuse this file, found before sending it (null: send it). */
export async function checkFile(file: Blob): Promise<string | null> {
  if (file.size > UPLOAD_LIMITS.maxBytes)
    return `This file is ${formatBytes(file.size)}; the largest picture accepted is ${formatBytes(UPLOAD_LIMITS.maxBytes)}.`;
  const head = new Uint8Array(await file.slice(0, SNIFF_HEAD_BYTES).arrayBuffer());
  const sniffed = sniffImage(head, file.size);
  if (!sniffed.ok) return sniffed.reason;
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - SNIFF_TAIL_BYTES)).arrayBuffer());
  return checkImageEnd(sniffed.mime, head, tail, file.size);
}

/** POSTs the file to the upload url as multipart form data (the parameters first), reporting progress. */
function sendFile(ticket: UploadTicket, file: Blob, name: string, onProgress: (fraction: number) => void, abort: AbortSignal): Promise<UploadState> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.upload_url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { resource_response?: { status?: string; data?: UploadState; error?: { message?: string } } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not an envelope: answered below
      }
      const rr = body?.resource_response;
      if (xhr.status >= 200 && xhr.status < 300 && rr?.status === 'success' && rr.data) resolve(rr.data);
      else reject(new Error(rr?.error?.message ?? SERVER_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    abort.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket.upload_parameters)) form.append(key, value);
    form.append('file', file, name);
    xhr.send(form);
  });
}

export function createUploadModel(): UploadModel {
  const phase = signal<UploadPhase>('idle');
  const sent = signal(0);
  const preview = signal<string | null>(null);
  const result = signal<UploadState | null>(null);
  const uploadId = signal<string | null>(null);
  const error = signal<string | null>(null);
  let controller = new AbortController();
  let localUrl: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dropLocalUrl = () => {
    if (localUrl) URL.revokeObjectURL(localUrl);
    localUrl = null;
  };

  function fail(message: string) {
    clearTimeout(timer);
    batch(() => {
      phase.value = 'failed';
      error.value = message;
    });
  }

  function succeed(state: UploadState) {
    dropLocalUrl();
    batch(() => {
      result.value = state;
      preview.value = state.image_url;
      phase.value = 'succeeded';
    });
  }

  /** docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#constants-spec-002-9: VIPResource get every 5 s until succeeded; failed processing or a failed call is the failure. */
  function poll(id: string, signal: AbortSignal) {
    timer = setTimeout(async () => {
      if (signal.aborted) return;
      try {
        const answer = await getResource('VIPResource', { upload_ids: [id] }, signal);
        const state = answer.data.find((u) => u.upload_id === id);
        if (signal.aborted) return;
        if (!state) return fail('This upload was not found. Upload the picture again.');
        if (state.status === 'succeeded') return succeed(state);
        if (state.status === 'failed' || state.status === 'expired') return fail(state.failure_reason ?? SERVER_ERROR_MESSAGE);
        poll(id, signal);
      } catch (e) {
        if (!signal.aborted) fail(messageOf(e));
      }
    }, UPLOAD_POLL_INTERVAL_MS);
  }

  function reset() {
    controller.abort();
    controller = new AbortController();
    clearTimeout(timer);
    dropLocalUrl();
    batch(() => {
      phase.value = 'idle';
      sent.value = 0;
      preview.value = null;
      result.value = null;
      uploadId.value = null;
      error.value = null;
    });
  }

  return {
    phase,
    sent,
    preview,
    result,
    uploadId,
    error,
    reset,
    dispose: () => {
      controller.abort();
      clearTimeout(timer);
      dropLocalUrl();
    },
    async start(file, name = 'picture') {
      reset();
      const { signal } = controller;
      phase.value = 'checking';
      const problem = await checkFile(file);
      if (signal.aborted) return;
      if (problem) return fail(problem);
      localUrl = URL.createObjectURL(file);
      preview.value = localUrl;
      try {
        const ticket = (await callResource('VIPResource', 'create', { type: 'image' })).data;
        if (signal.aborted) return;
        batch(() => {
          uploadId.value = ticket.upload_id;
          phase.value = 'sending';
        });
        const state = await sendFile(ticket, file, name, (fraction) => (sent.value = fraction), signal);
        if (signal.aborted) return;
        sent.value = 1;
        if (state.status === 'succeeded') return succeed(state);
        phase.value = 'processing';
        poll(ticket.upload_id, signal);
      } catch (e) {
        if (!signal.aborted) fail(messageOf(e));
      }
    },
    resume(saved) {
      reset();
      uploadId.value = saved.uploadId;
      if (saved.imageUrl) {
        // A finished upload shows at once; if it expired meanwhile, saving the pin says so.
        batch(() => {
          preview.value = saved.imageUrl;
          result.value = {
            upload_id: saved.uploadId,
            status: 'succeeded',
            image_url: saved.imageUrl,
            image_signature: null,
            width: saved.width,
            height: saved.height,
            dominant_color: null,
            failure_reason: null,
          };
          phase.value = 'succeeded';
        });
        return;
      }
      phase.value = 'processing';
      sent.value = 1;
      poll(saved.uploadId, controller.signal);
    },
  };
}

/** What a draft saves of a model. */
export function savedUpload(model: UploadModel): SavedUpload | null {
  const id = model.uploadId.value;
  if (!id || (model.phase.value !== 'processing' && model.phase.value !== 'succeeded')) return null;
  const done = model.result.value;
  return { uploadId: id, imageUrl: done?.image_url ?? null, width: done?.width ?? null, height: done?.height ?? null };
}
