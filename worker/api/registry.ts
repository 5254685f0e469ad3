// The resource registry: each resource names its verbs, a valibot schema for each verb's
// options and a handler. The router validates before any handler runs.
import type { Context } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import type { AppEnv } from '#worker/env.ts';

export type Verb = 'get' | 'create' | 'update' | 'delete';

/** HTTP method of each verb (PATCH is an update with a patch flag, spec 002 §7). */
export const VERB_METHODS: Record<Verb, readonly string[]> = {
  get: ['GET'],
  create: ['POST'],
  update: ['PUT', 'PATCH', 'POST'],
  delete: ['DELETE', 'POST'],
};

export interface ResourceResult<T = unknown> {
  data: T;
  bookmark?: string | null;
  status?: 200 | 201;
}

export interface VerbHandler<S extends GenericSchema = GenericSchema> {
  options: S;
  handle: (c: Context<AppEnv>, options: InferOutput<S>) => Promise<ResourceResult>;
}

export type ResourceDefinition = { name: string } & Partial<Record<Verb, VerbHandler<any>>>;

/** Declares a verb with its schema so the handler's options are typed from the schema. */
export function verb<S extends GenericSchema>(options: S, handle: VerbHandler<S>['handle']): VerbHandler<S> {
  return { options, handle };
}
