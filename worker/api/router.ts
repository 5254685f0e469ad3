// The resource router: /resource/{Name}/{get|create|update|delete}/, derived from the contract.
// GET takes `data` as a JSON query parameter, the other verbs a JSON body (or a form field
// `data`); data is {"options": ...}. A page form posts its options as fields (./forms.ts). In order: the verb's method, its rate limit, its access
// guard, its options schema, then the handler. Every refusal is an ApiError (app.onError).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Verb } from '#shared/api/define.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendAccountLimit, spendRateLimit } from '#worker/middleware/rateLimit.ts';
import { ok } from './envelope.ts';
import { ApiError, invalid } from './errors.ts';
import { formDone, formOptions, formRefused, pageFormOf } from './forms.ts';
import { guard } from './guards.ts';
import type { ImplementedResource } from './implement.ts';

/** The largest request body a resource accepts. */
export const RESOURCE_BODY_LIMIT = 64 * 1024;

/** HTTP methods of each verb (PATCH is an update with a patch flag, docs/rules/closeup-and-visitors.md#calls-spec-002-7). */
const VERB_METHODS: Record<Verb, readonly string[]> = {
  get: ['GET'],
  create: ['POST'],
  update: ['PUT', 'PATCH', 'POST'],
  delete: ['DELETE', 'POST'],
};

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(`${what} is not valid JSON.`);
  }
}

/** Reads the `data` of a resource call from the query (GET) or the body (other verbs). */
function readData(request: Request, url: URL, text: string): unknown {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const raw = url.searchParams.get('data');
    return raw === null ? {} : parseJson(raw, 'The data parameter');
  }
  const type = request.headers.get('content-type') ?? '';
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
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw invalid('data must be an object like {"options": {...}}.');
  return (data as { options?: unknown }).options ?? {};
}

/**
 * docs/rules/closeup-and-visitors.md#calls-spec-002-7: PATCH is sent as an update with a patch flag (`{"options": ..., "patch": true}`): it
 * changes only the options it names, which is what every update here does. The flag (or the PATCH
 * method) is refused on any other verb, and a flag that is not a boolean is refused.
 */
function isPatch(method: string, verb: Verb, data: unknown): boolean {
  const flag = data && typeof data === 'object' && !Array.isArray(data) ? (data as { patch?: unknown }).patch : undefined;
  if (flag !== undefined && typeof flag !== 'boolean') throw invalid('patch must be true or false.');
  const patch = method === 'PATCH' || flag === true;
  if (patch && verb !== 'update') throw invalid(`Only an update may be a patch, not ${verb}.`);
  return patch;
}

/** The longest issue message an answer repeats. */
const ISSUE_MESSAGE_MAX = 120;

/** A readable one-line message from valibot issues: "page_size: Invalid type ...", "pin_id is required". */
function describeIssues(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      // A missing option: valibot says `Invalid key: Expected "id" but received undefined`.
      if (path && issue.input === undefined && issue.received === 'undefined') return `${path} is required`;
      // Never echo a long input back: the message names the problem, not the value.
      const message = issue.message.length > ISSUE_MESSAGE_MAX ? `${issue.message.slice(0, ISSUE_MESSAGE_MAX)}…` : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

const noSuchResource = () => new ApiError('not_found', 'There is no such resource.');

/** Mounts every implemented resource under /resource/. */
export function resourceRoutes(resources: ReadonlyMap<string, ImplementedResource>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A verb may declare its own body limit (PinResource create a larger one, for a data-url image; ClientLogResource
  // create a smaller one); all others 64 KiB.
  const limitOf = (path: string): number => {
    const m = /\/resource\/([^/]+)\/(get|create|update|delete)\/?$/.exec(path);
    return (m && resources.get(m[1])?.contract[m[2] as Verb]?.bodyLimit) || RESOURCE_BODY_LIMIT;
  };
  app.use('*', (c, next) =>
    bodyLimit({
      maxSize: limitOf(c.req.path),
      onError: () => {
        throw new ApiError('too_large', 'The request body is too large.');
      },
    })(c, next),
  );
  const paths = ['/:name/:verb{get|create|update|delete}/', '/:name/:verb{get|create|update|delete}'];
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], paths, async (c) => {
    const resource = resources.get(c.req.param('name') ?? '');
    const verb = c.req.param('verb') as Verb;
    const contract = resource?.contract[verb];
    const handler = resource?.handlers[verb];
    if (!contract || !handler) throw noSuchResource();
    if (!VERB_METHODS[verb].includes(c.req.method)) {
      throw new ApiError('method_not_allowed', `${verb} takes ${VERB_METHODS[verb][0]}.`, { Allow: VERB_METHODS[verb].join(', ') });
    }
    const text = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    // A page form (worker/api/forms.ts) runs the same steps and handler, and answers with a 303.
    const form = pageFormOf(c.req.method, c.req.header('content-type') ?? '', text);
    const call = async () => {
      if (contract.rateLimit) await spendRateLimit(c, contract.rateLimit);
      const me = guard(c.var.viewer, contract);
      const data = form ? { options: formOptions(contract.options, form) } : readData(c.req.raw, new URL(c.req.url), text);
      if (isPatch(c.req.method, verb, data)) c.header('X-Update-Kind', 'patch');
      const parsed = v.safeParse(contract.options, optionsOf(data));
      if (!parsed.success) throw invalid(`Invalid options: ${describeIssues(parsed.issues)}`);
      if (contract.accountLimit) {
        const account = (parsed.output as Record<string, unknown>)[contract.accountLimit.by];
        if (typeof account === 'string' && account.trim()) await spendAccountLimit(c, contract.accountLimit.name, account);
      }
      return handler(c, parsed.output, me);
    };
    if (!form) {
      const answer = await call();
      return ok(c, answer.data, answer.bookmark ?? null, answer.status ?? 200);
    }
    const name = `${resource.contract.name}/${verb}`;
    try {
      const detour = await resource.formDetours[verb]?.(c, form);
      if (detour) {
        c.header('Cache-Control', 'private, no-store');
        return c.redirect(detour, 303);
      }
      await call();
    } catch (error) {
      if (error instanceof ApiError) return formRefused(c, form, name, error.message, contract.options);
      throw error;
    }
    return formDone(c, form, name);
  });
  app.all('*', () => {
    throw noSuchResource();
  });
  return app;
}
