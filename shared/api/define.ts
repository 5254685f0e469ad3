// The shape of the resource contract: each resource declares, per verb, its options schema, the
// type of its answer, who may call it, its rate limit and whether it changes state. The worker's
// router and guards and the client's typed calls are all derived from these declarations.
import type { GenericSchema, InferInput } from 'valibot';
import type { RATE_LIMITS } from '../constants.ts';
import type { LoginReason } from '../save/loginTitles.ts';

/** The four verbs of /resource/{Name}/{verb}/ (docs/rules/closeup-and-visitors.md#calls-spec-002-7). */
export type Verb = 'get' | 'create' | 'update' | 'delete';
export const VERBS: readonly Verb[] = ['get', 'create', 'update', 'delete'];

/**
 * Who may call a verb:
 * - `visitor`: anyone, bots included;
 * - `person`: anyone but a bot;
 * - `member`: a signed-in member (401 otherwise);
 * - `owner`: a signed-in member who owns what the options name; the router checks membership and
 *   the handler proves ownership with an owner guard (`ownBoard`, ...), answering 403 otherwise;
 * - `employee`: a signed-in employee (403 for other members).
 */
export type Access = 'visitor' | 'person' | 'member' | 'owner' | 'employee';

/** A rate-limit bucket family of shared/constants.ts. */
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * A credential check's second bucket, counted per account rather than per client: `name` is the
 * bucket, `by` the option naming the account (its value, case-insensitively, is the key).
 */
export interface AccountLimit {
  readonly name: RateLimitName;
  readonly by: string;
}

/** One verb of a resource. `R` is the type of `data` in its success answer. */
export interface VerbContract<S extends GenericSchema = GenericSchema, A extends Access = Access, R = unknown> {
  readonly options: S;
  readonly access: A;
  /** Requests per client (its address, IPv6 by /64, and the signed-in member) beyond this bucket's limit are refused with 429 before anything runs. */
  readonly rateLimit: RateLimitName | null;
  /** Credential checks: requests per named account beyond this bucket's limit are refused with 429 once the options are read. */
  readonly accountLimit: AccountLimit | null;
  /** False only for reads; a verb that changes state is never cached and never answers a bot's GET. */
  readonly changesState: boolean;
  /** What a signed-out caller is told (the login prompt title), when access needs a member. */
  readonly signInPrompt: string | null;
  /**
   * The gated action a change is, declared by the verb (docs/rules/closeup-and-visitors.md#constants-spec-002-9): a
   * limited-login viewer's refusal carries exactly `LOGIN_TITLES[loginReason]`; a verb that
   * declares none is titled "Log in to continue" (`default`).
   */
  readonly loginReason: LoginReason;
  /** The largest request body this verb takes, when it is not the router's default (64 KiB). */
  readonly bodyLimit: number | null;
  /** Type-only: the answer's data. Never set at run time. */
  readonly result?: R;
}

export type ResourceContract = { readonly name: string } & { readonly [V in Verb]?: VerbContract };

/** Declares the answer type of a verb: `result: returns<BoardDetail>()`. Has no run-time value. */
export function returns<R>(): R {
  return undefined as R;
}

interface VerbSpec<S extends GenericSchema, A extends Access, R> {
  options: S;
  access: A;
  result: R;
  rateLimit?: RateLimitName;
  accountLimit?: AccountLimit;
  signInPrompt?: string;
  loginReason?: LoginReason;
  bodyLimit?: number;
}

type Declared<V> = {
  [K in keyof V]: V[K] extends VerbSpec<infer S, infer A, infer R> ? VerbContract<S, A, R> : never;
};

/**
 * Declares a resource. Example:
 * `resource('BoardSectionsResource', { get: { options: v.object({ board_id: BoardId }), access: 'visitor', result: returns<BoardSection[]>() } })`
 */
export function resource<N extends string, V extends { [K in Verb]?: VerbSpec<GenericSchema, Access, unknown> }>(
  name: N,
  verbs: V & { [K in Exclude<keyof V, Verb>]: never },
): { readonly name: N } & Declared<V> {
  const declared: Record<string, unknown> = { name };
  for (const [verb, spec] of Object.entries(verbs) as [Verb, VerbSpec<GenericSchema, Access, unknown>][]) {
    declared[verb] = {
      options: spec.options,
      access: spec.access,
      rateLimit: spec.rateLimit ?? null,
      accountLimit: spec.accountLimit ?? null,
      changesState: verb !== 'get',
      signInPrompt: spec.signInPrompt ?? null,
      loginReason: spec.loginReason ?? 'default',
      bodyLimit: spec.bodyLimit ?? null,
    } satisfies VerbContract;
  }
  return declared as { readonly name: N } & Declared<V>;
}

/** The answer data type of a verb contract. */
export type ResultOf<C> = C extends VerbContract<GenericSchema, Access, infer R> ? R : never;
/** The options a caller sends to a verb (defaults may be left out). */
export type OptionsOf<C> = C extends VerbContract<infer S, Access, unknown> ? InferInput<S> : never;
