// The resource router: /resource/{Name}/{get|create|update|delete}/. GET takes `data` as a JSON
// query parameter, the other verbs a JSON body (or a form field `data`); data is {"options": ...}.
// Options are schema-checked before the handler runs: bad input is a 400 that changes nothing.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '#worker/env.ts';
import { fail, ok, ResourceFailure } from './envelope.ts';
import { VERB_METHODS, type ResourceDefinition, type Verb } from './registry.ts';

/** The largest request body a resource accepts. */
export const RESOURCE_BODY_LIMIT = 64 * 1024;

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ResourceFailure(400, 'invalid_json', `${what} is not valid JSON.`);
  }
}

/** Reads the `data` of a resource call from the query (GET) or the body (other verbs). */
async function readData(request: Request, url: URL): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const raw = url.searchParams.get('data');
    return raw === null ? {} : parseJson(raw, 'The data parameter');
  }
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (!text.trim()) return {};
  if (type.includes('application/x-www-form-urlencoded')) {
    const raw = new URLSearchParams(text).get('data');
    return raw === null ? {} : parseJson(raw, 'The data field');
  }
  const body = parseJson(text, 'The request body');
  if (body && typeof body === 'object' && 'data' in body && !('options' in body)) {
    const data = (body as { data: unknown }).data;
    return typeof data === 'string' ? parseJson(data, 'The data field') : data;
  }
  return body;
}

function optionsOf(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ResourceFailure(400, 'invalid_data', 'data must be an object like {"options": {...}}.');
  }
  return (data as { options?: unknown }).options ?? {};
}

/** A readable one-line message from valibot issues: "options.page_size: Invalid type ...". */
function describeIssues(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Mounts every resource under /resource/. */
export function resourceRoutes(resources: ResourceDefinition[]): Hono<AppEnv> {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const app = new Hono<AppEnv>();
  app.use('*', bodyLimit({
    maxSize: RESOURCE_BODY_LIMIT,
    onError: (c) => fail(c, new ResourceFailure(413, 'too_large', 'The request body is too large.')),
  }));
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], ['/:name/:verb{get|create|update|delete}/', '/:name/:verb{get|create|update|delete}'], async (c) => {
    try {
      const resource = byName.get(c.req.param('name'));
      const verbName = c.req.param('verb') as Verb;
      const handler = resource?.[verbName];
      if (!resource || !handler) throw new ResourceFailure(404, 'not_found', 'There is no such resource.');
      if (!VERB_METHODS[verbName].includes(c.req.method)) {
        throw new ResourceFailure(405, 'method_not_allowed', `${verbName} takes ${VERB_METHODS[verbName][0]}.`, {
          Allow: VERB_METHODS[verbName].join(', '),
        });
      }
      const data = await readData(c.req.raw, new URL(c.req.url));
      const parsed = v.safeParse(handler.options, optionsOf(data));
      if (!parsed.success) throw new ResourceFailure(400, 'invalid_options', `Invalid options: ${describeIssues(parsed.issues)}`);
      const result = await handler.handle(c, parsed.output);
      return ok(c, result.data, result.bookmark ?? null, result.status ?? 200);
    } catch (error) {
      if (error instanceof ResourceFailure) return fail(c, error);
      throw error;
    }
  });
  app.all('*', (c) => fail(c, new ResourceFailure(404, 'not_found', 'There is no such resource.')));
  return app;
}
