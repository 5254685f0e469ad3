// What a new pin is made from (PinResource create, docs/rules/closeup-and-visitors.md#calls-spec-002-7): exactly one of an image_url (an
// own upload's url as VIPResource get answered it, or a web image), an image_base64 data url, or
// a story's pages (each an own upload's picture and a text block). Answers the cover picture, the
// kind-specific data and the uploads used; refuses anything else clearly.
import type { Context } from 'hono';
import type { UploadId, UserId } from '#shared/ids.ts';
import { isImageSize } from '#shared/images.ts';
import type { PinExtras, StoryPinBlock, StoryPinPage } from '#shared/types.ts';
import { decodeDataUrl } from '#shared/uploads/sniff.ts';
import { invalid } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { NOT_YOUR_IMAGE, referableImage } from '#worker/media/imageRights.ts';
import { spendRateLimit } from '#worker/middleware/rateLimit.ts';
import { fetchWebImage, ingestBytes } from '#worker/uploads/ingest.ts';

/** docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#errors-spec-002-8: what a non-string image is told. */
export const INVALID_IMAGE = 'Invalid Image';

export interface PinSource {
  kind: 'image' | 'story';
  imageSignature: string;
  data: PinExtras;
  uploadIds: UploadId[];
}

export interface SourceOptions {
  image_url?: unknown;
  image_base64?: unknown;
  story_pages?: Array<{ image_url?: string; text?: string }>;
  title: string;
}

/** The signature of one of our own image urls (`/i/{size}/{signature}.{ext}`, relative or on this site), else null. */
export function ownImageSignature(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const m = /^\/i\/([^/]+)\/([a-f0-9]{16,64})\.(jpg|png|gif|webp)$/.exec(url.pathname);
  return m && isImageSize(m[1]) ? m[2] : null;
}

/**
 * The picture behind one of our image urls, when the member may name it (worker/media/imageRights.ts:
 * their own finished upload, or a preset); refused otherwise. Null when the value is no url of ours.
 */
async function ownPicture(c: Context<AppEnv>, me: UserId, value: string): Promise<{ signature: string; uploadIds: UploadId[] } | null> {
  const signature = ownImageSignature(value, publicOrigin(c));
  if (!signature) return null;
  const image = await referableImage(c.env.DB, me, signature);
  if (!image) throw invalid(NOT_YOUR_IMAGE);
  return { signature, uploadIds: image.uploadId === null ? [] : [image.uploadId] };
}

/** Resolves the one picture source of a new pin. */
export async function pinSource(c: Context<AppEnv>, me: UserId, o: SourceOptions): Promise<PinSource> {
  const given = [o.image_url, o.image_base64, o.story_pages].filter((x) => x !== undefined && x !== null).length;
  if (given !== 1) throw invalid('Give the picture of the Pin: one of image_url, image_base64 or story_pages.');

  if (o.story_pages) return storySource(c, me, o.story_pages, o.title);

  if (o.image_base64 !== undefined && o.image_base64 !== null) {
    if (typeof o.image_base64 !== 'string') throw invalid(INVALID_IMAGE);
    const bytes = decodeDataUrl(o.image_base64);
    if (!bytes) throw invalid(INVALID_IMAGE);
    await spendRateLimit(c, 'upload');
    const { uploadId, image } = await ingestBytes(c.env, me, bytes);
    return { kind: 'image', imageSignature: image.signature, data: {}, uploadIds: [uploadId] };
  }

  if (typeof o.image_url !== 'string' || !o.image_url.trim()) throw invalid(INVALID_IMAGE);
  const own = await ownPicture(c, me, o.image_url.trim());
  if (own) return { kind: 'image', imageSignature: own.signature, data: {}, uploadIds: own.uploadIds };
  await spendRateLimit(c, 'upload');
  const { uploadId, image } = await ingestBytes(c.env, me, await fetchWebImage(o.image_url.trim(), publicOrigin(c)));
  return { kind: 'image', imageSignature: image.signature, data: {}, uploadIds: [uploadId] };
}

/** A story's pages: each page an own upload's picture and/or a text block; the first page needs a picture. */
async function storySource(c: Context<AppEnv>, me: UserId, pages: NonNullable<SourceOptions['story_pages']>, title: string): Promise<PinSource> {
  const uploadIds: UploadId[] = [];
  const built: StoryPinPage[] = [];
  for (const [index, page] of pages.entries()) {
    const blocks: StoryPinBlock[] = [];
    if (page.image_url?.trim()) {
      const own = await ownPicture(c, me, page.image_url.trim());
      if (!own) throw invalid(`Page ${index + 1}: a story's pictures must be your own uploads.`);
      blocks.push({ type: 'image', imageSignature: own.signature });
      uploadIds.push(...own.uploadIds);
    }
    if (page.text?.trim()) blocks.push({ type: 'text', text: page.text.trim() });
    if (!blocks.length) throw invalid(`Page ${index + 1} is empty: give it a picture or some text.`);
    if (index === 0 && blocks[0].type !== 'image') throw invalid('The first page of a story needs a picture: it is the cover.');
    built.push({ blocks });
  }
  const cover = built[0].blocks[0].imageSignature!;
  return {
    kind: 'story',
    imageSignature: cover,
    uploadIds: [...new Set(uploadIds)],
    data: {
      storyPinData: { isDeleted: false, pages: built, staticPageCount: built.length, totalVideoDuration: 0, metadata: { pinTitle: title } },
    },
  };
}
