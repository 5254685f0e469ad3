// The client build's entry script and stylesheets, read once per isolate from the Vite manifest
// that the static assets binding serves (the build writes it as /asset-manifest.json).
import type { ClientAssets } from '#shared/pages.ts';

const MANIFEST_PATH = '/asset-manifest.json';
const ENTRY = 'client/main.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

let cached: Promise<ClientAssets> | null = null;

async function readManifest(assets: Fetcher): Promise<ClientAssets> {
  const response = await assets.fetch(new Request(`https://assets.local${MANIFEST_PATH}`));
  if (!response.ok) throw new Error(`The client build is missing (${MANIFEST_PATH}: ${response.status}); run \`npm run build\`.`);
  const manifest = (await response.json()) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${ENTRY}.`);
  return { script: `/${entry.file}`, styles: (entry.css ?? []).map((f) => `/${f}`) };
}

/** The client entry and its CSS; the manifest is immutable for a deployment, so it is cached. */
export function clientAssets(assets: Fetcher): Promise<ClientAssets> {
  cached ??= readManifest(assets).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
