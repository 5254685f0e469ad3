// The worker: React Router's request handler with the Cloudflare env in the load context (as the template).
import { createRequestHandler } from 'react-router';

declare module 'react-router' {
  export interface AppLoadContext {
    cloudflare: { env: { DB: D1Database }; ctx: ExecutionContext };
  }
}

const requestHandler = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    return requestHandler(request, { cloudflare: { env, ctx } });
  },
} satisfies ExportedHandler<{ DB: D1Database }>;
