// PageResource: the data of any page by path, for client-side navigation. It runs the same
// loader as the server-rendered document, so both always agree.
import * as v from 'valibot';
import { loadPage, settlePage } from '#worker/pages/loaders.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

export const PageResource: ResourceDefinition = {
  name: 'PageResource',
  get: verb(
    v.object({ path: v.pipe(v.string(), v.startsWith('/', 'path must start with /'), v.maxLength(2048)) }),
    async (c, options) => ({ data: await settlePage(await loadPage(c, new URL(options.path, 'http://x').pathname)) }),
  ),
};
