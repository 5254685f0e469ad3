// Helpers for the upload tests: register an upload, send a file to its upload url as a browser's
// FormData would (the parameters first, the file last), and wait for the queue to process it.
import type { UploadState, UploadTicket } from '#shared/api/uploads.ts';
import { call } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

/** A multipart/form-data body exactly as browsers encode FormData, with its content type. */
export function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = `----TestBoundary${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes);
  parts.push(enc.encode(`\r\n--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** VIPResource create as the holder of `cookie`. */
export async function registerUpload(cookie: string): Promise<UploadTicket> {
  const r = await call<UploadTicket>('VIPResource', 'create', { type: 'image' }, cookie);
  if (r.status !== 201) throw new Error(`VIPResource create failed: ${JSON.stringify(r.error)}`);
  return r.data;
}

/** POSTs a file to a ticket's upload url; answers the status and the envelope. */
export async function sendFile(
  cookie: string,
  ticket: UploadTicket,
  bytes: Uint8Array,
  name = 'picture.png',
  type = 'image/png',
  fields = ticket.upload_parameters,
) {
  const { body, contentType } = multipart(fields, { name, type, bytes });
  const response = await request(ticket.upload_url, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': contentType, 'content-length': String(body.length) },
    body,
  });
  const json = (await response.json()) as { resource_response: { data: UploadState | null; error: { code: string; message: string } | null } };
  return { status: response.status, data: json.resource_response.data, error: json.resource_response.error };
}

/** VIPResource get of one upload. */
export async function uploadState(cookie: string, uploadId: string): Promise<UploadState> {
  const r = await call<UploadState[]>('VIPResource', 'get', { upload_ids: [uploadId] }, cookie);
  if (r.status !== 200) throw new Error(`VIPResource get failed: ${JSON.stringify(r.error)}`);
  return r.data[0];
}

/** Polls VIPResource get (quicker than the client's 5 s) until the upload leaves processing. */
export async function settled(cookie: string, uploadId: string, timeoutMs = 20_000): Promise<UploadState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await uploadState(cookie, uploadId);
    if (state.status !== 'processing' && state.status !== 'registered') return state;
    if (Date.now() > deadline) throw new Error(`upload ${uploadId} still ${state.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers, sends and waits for one picture; answers its final state. */
export async function uploadPicture(cookie: string, bytes: Uint8Array, name = 'picture.png', type = 'image/png'): Promise<UploadState> {
  const ticket = await registerUpload(cookie);
  const sent = await sendFile(cookie, ticket, bytes, name, type);
  if (sent.status !== 201) throw new Error(`upload refused: ${JSON.stringify(sent.error)}`);
  return settled(cookie, ticket.upload_id);
}
