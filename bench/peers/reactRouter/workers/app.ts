// The worker: React Router's request handler with the Cloudflare env in the load context (as the template). Its
// env goes through the project's far-visitor model (worker/lib/farBindings.ts) so `npm run bench -- --distance`
// delays its D1 binding exactly as the project's; without DISTANCE_* variables it is the env itself.
import { createRequestHandler } from 'react-router';
import { visitorEnv } from '../../../../worker/lib/farBindings.ts';

declare module 'react-router' {
  export interface AppLoadContext {
    cloudflare: { env: { DB: D1Database }; ctx: ExecutionContext };
  }
}

const requestHandler = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    return requestHandler(request, { cloudflare: { env: visitorEnv(env), ctx } });
  },
} satisfies ExportedHandler<{ DB: D1Database }>;
