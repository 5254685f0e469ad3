// Calls to the worker's resources (/resource/{Name}/{verb}/), typed from the contract in
// shared/api/: the name and verb pick the options a call takes and the data it answers. A
// failure envelope becomes a ResourceCallError carrying the server's code and message.
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import type { OptionsOf, ResultOf } from '#shared/api/define.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { Api, ResourceWith } from '#shared/api/index.ts';
import { isLoginTitle, reasonForTitle } from '#shared/save/loginTitles.ts';
import type { Pin, ResourceResponse } from '#shared/types.ts';

export class ResourceCallError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'bad_response';

  constructor(status: number, code: ErrorCode | 'bad_response', message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface ResourceAnswer<T> {
  data: T;
  bookmark: string | null;
}

type ChangeVerb = 'create' | 'update' | 'delete';
type Options<N extends keyof Api, V extends 'get' | ChangeVerb> = OptionsOf<Api[N][V & keyof Api[N]]>;
type Result<N extends keyof Api, V extends 'get' | ChangeVerb> = ResultOf<Api[N][V & keyof Api[N]]>;

/** The envelope's data, or a ResourceCallError. The data's type is the contract's; JSON cannot prove it. */
async function unwrap<T>(response: Response): Promise<ResourceAnswer<T>> {
  let body: ResourceResponse<T> | null = null;
  try {
    body = await response.json();
  } catch {
    throw new ResourceCallError(response.status, 'bad_response', SERVER_ERROR_MESSAGE);
  }
  const rr = body?.resource_response;
  if (!response.ok || !rr || rr.status !== 'success' || rr.data === null) {
    throw new ResourceCallError(response.status, (rr?.error?.code as ErrorCode | undefined) ?? 'bad_response', rr?.error?.message ?? SERVER_ERROR_MESSAGE);
  }
  return { data: rr.data, bookmark: rr.bookmark };
}

async function get<T>(name: string, options: object, signal?: AbortSignal): Promise<ResourceAnswer<T>> {
  const query = new URLSearchParams({ data: JSON.stringify({ options }) });
  return unwrap(await fetch(`/resource/${name}/get/?${query}`, { headers: { Accept: 'application/json' }, signal }));
}

/** GET /resource/{name}/get/ with `data={"options": ...}`. */
export function getResource<N extends ResourceWith<'get'>>(
  name: N,
  options: NoInfer<Options<N, 'get'>>,
  signal?: AbortSignal,
): Promise<ResourceAnswer<Result<N, 'get'>>> {
  return get(name, options, signal);
}

/** The resources that answer a page of pins by bookmark. */
export type PinFeedName = { [K in ResourceWith<'get'>]: Result<K, 'get'> extends Pin[] ? K : never }[ResourceWith<'get'>];

/** Which pin feed a grid pages through, with the options every page is asked with. */
export type PinFeedRequest = { [K in PinFeedName]: { resource: K; options?: Omit<Options<K, 'get'>, 'bookmark'> } }[PinFeedName];

/** The page of a pin feed after a bookmark. */
export function getPinFeedPage(request: PinFeedRequest, bookmark: string | null): Promise<ResourceAnswer<Pin[]>> {
  return get(request.resource, { ...request.options, bookmark });
}

/** The pin a change names (so a limited-login prompt can continue to its repin or edit page). */
function pinIdOf(name: string, options: unknown): string | undefined {
  const o = (options ?? {}) as { pin_id?: unknown; id?: unknown };
  const id = typeof o.pin_id === 'string' ? o.pin_id : name === 'PinResource' && typeof o.id === 'string' ? o.id : undefined;
  return id;
}

const METHOD: Record<ChangeVerb, string> = { create: 'POST', update: 'PUT', delete: 'DELETE' };

/** POST/PUT/DELETE /resource/{name}/{verb}/ with a JSON body {"options": ...}. */
export function callResource<V extends ChangeVerb, N extends ResourceWith<V>>(
  name: N,
  verb: V,
  options: NoInfer<Options<N, V>>,
): Promise<ResourceAnswer<Result<N, V>>> {
  return send(name, verb, METHOD[verb], { options });
}

/** docs/rules/closeup-and-visitors.md#calls-spec-002-7: PATCH is sent as an update with a patch flag; only the options named change. */
export function patchResource<N extends ResourceWith<'update'>>(name: N, options: NoInfer<Options<N, 'update'>>): Promise<ResourceAnswer<Result<N, 'update'>>> {
  return send(name, 'update', 'PATCH', { options, patch: true });
}

async function send<T>(name: string, verb: ChangeVerb, method: string, body: { options: unknown; patch?: true }): Promise<ResourceAnswer<T>> {
  const { options } = body;
  const response = await fetch(`/resource/${name}/${verb}/`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  try {
    return await unwrap(response);
  } catch (error) {
    // docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9: a gated change refused with a login title (a limited-login viewer's) opens
    // the login modal with that title; a wrong password is no such refusal.
    if (error instanceof ResourceCallError && error.code === 'unauthorized' && isLoginTitle(error.message))
      requestLogin(reasonForTitle(error.message), pinIdOf(name, options));
    throw error;
  }
}
