// The client build's entry script and stylesheets, plus the chunks and CSS of the page being
// rendered, from the Vite manifest that the static assets binding serves (the build writes it
// as /asset-manifest.json); read once per isolate, and each kind's answer kept.

import { type ClientManifest, pageAssets } from '#shared/clientManifest.ts';
import { type PageKind, pageModuleOf } from '#shared/pageRoutes.ts';
import type { ClientAssets } from '#shared/pages.ts';

const MANIFEST_PATH = '/asset-manifest.json';

/**
 * The manifest's answers, kept once read. The value is kept, never the pending read: a request
 * awaiting another request's fetch would hang on it if that request were canceled (workerd
 * cancels a canceled request's continuations; its I/O belongs to that request alone).
 */
let cached: ((kind: PageKind) => ClientAssets) | null = null;

async function readManifest(assets: Fetcher): Promise<(kind: PageKind) => ClientAssets> {
  const response = await assets.fetch(new Request(`https://assets.local${MANIFEST_PATH}`));
  if (!response.ok) throw new Error(`The client build is missing (${MANIFEST_PATH}: ${response.status}); run \`npm run build\`.`);
  const manifest = (await response.json()) as ClientManifest;
  const perKind = new Map<PageKind, ClientAssets>();
  return (kind) => {
    let found = perKind.get(kind);
    if (!found) perKind.set(kind, (found = pageAssets(manifest, pageModuleOf(kind))));
    return found;
  };
}

/**
 * The client entry, its CSS and the chunks and CSS of one kind of page; the manifest is
 * immutable for a deployment, so it is kept once read (requests that start before the first read
 * ends read it too, each with its own I/O).
 *
 * Under `npm run dev` there is no build: vite.config.ts gives the worker CLIENT_DEV_ENTRY, one
 * module Vite serves that starts its HMR client, React's refresh runtime and client/main.tsx,
 * and each module brings in the CSS it imports.
 */
export async function clientAssets(env: Pick<Env, 'ASSETS'> & { CLIENT_DEV_ENTRY?: string }, kind: PageKind): Promise<ClientAssets> {
  if (env.CLIENT_DEV_ENTRY) return { script: env.CLIENT_DEV_ENTRY, styles: [], preload: [] };
  cached ??= await readManifest(env.ASSETS);
  return cached(kind);
}
