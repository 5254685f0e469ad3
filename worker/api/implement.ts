// A resource's handlers, typed from its contract: each verb the contract declares has exactly
// one handler, whose options are the schema's output, whose answer is the contract's result,
// and who receives the caller's member id once the contract's access needs a member.
import type { Context } from 'hono';
import type { InferOutput } from 'valibot';
import type { ResourceContract, ResultOf, Verb, VerbContract } from '#shared/api/define.ts';
import type { UserId } from '#shared/ids.ts';
import type { AppEnv } from '#worker/env.ts';
import type { PageForm } from './forms.ts';
import type { MemberOf } from './guards.ts';

/** What a handler answers: the data, the next page's bookmark and 201 for a creation. */
export interface Answer<T> {
  data: T;
  bookmark?: string | null;
  status?: 200 | 201;
}

export type Handler<C> =
  C extends VerbContract<infer S, infer A, unknown> ? (c: Context<AppEnv>, options: InferOutput<S>, me: MemberOf<A>) => Promise<Answer<ResultOf<C>>> : never;

type DeclaredVerbs<R> = { [V in Verb]: R extends { [P in V]: VerbContract } ? V : never }[Verb];
export type Handlers<R extends ResourceContract> = { [V in DeclaredVerbs<R>]: Handler<R[V]> };

/**
 * Where a verb's page form (worker/api/forms.ts) goes instead of running, or null when it runs: a form posted
 * before or without JavaScript that the script would have answered with a step first (the Save that shows a board picker).
 */
type FormDetour = (c: Context<AppEnv>, form: PageForm) => Promise<string | null>;

/** A contract with its handlers, as the router serves it. */
export interface ImplementedResource {
  readonly contract: ResourceContract;
  readonly handlers: Partial<Record<Verb, (c: Context<AppEnv>, options: unknown, me: UserId | null) => Promise<Answer<unknown>>>>;
  readonly formDetours: Partial<Record<Verb, FormDetour>>;
}

/** Binds a resource's handlers to its contract: `export const BoardsResource = implement(api.BoardsResource, { get: async (c, o) => ... })`. */
export function implement<R extends ResourceContract>(
  contract: R,
  handlers: Handlers<R>,
  formDetours: Partial<Record<DeclaredVerbs<R>, FormDetour>> = {},
): ImplementedResource {
  return { contract, handlers: handlers as ImplementedResource['handlers'], formDetours };
}
