// The resource contract of the whole site: every resource the worker serves under
// /resource/{Name}/{verb}/, by name. The worker's router serves exactly these; the client's calls
// are typed from them. To add a resource, declare it in its feature's file here and export it.
import * as ads from './ads.ts';
import * as auth from './auth.ts';
import * as boards from './boards.ts';
import * as business from './business.ts';
import * as clickthroughs from './clickthroughs.ts';
import * as clientLogs from './clientLogs.ts';
import * as comments from './comments.ts';
import * as conversations from './conversations.ts';
import * as creators from './creators.ts';
import type { ResourceContract, Verb } from './define.ts';
import * as discovery from './discovery.ts';
import * as experiences from './experiences.ts';
import * as invites from './invites.ts';
import * as onboarding from './onboarding.ts';
import * as pins from './pins.ts';
import * as report from './report.ts';
import * as safety from './safety.ts';
import * as save from './save.ts';
import * as search from './search.ts';
import * as sendTo from './sendTo.ts';
import * as shares from './shares.ts';
import * as uploads from './uploads.ts';
import * as userState from './userState.ts';
import * as users from './users.ts';

type ResourcesOf<M> = { [K in keyof M as M[K] extends ResourceContract ? K : never]: M[K] };
const only = <M extends object>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && 'name' in value)) as ResourcesOf<M>;

/** Every resource, by name. */
export const API = {
  ...only(pins),
  ...only(boards),
  ...only(save),
  ...only(auth),
  ...only(users),
  ...only(comments),
  ...only(conversations),
  ...only(ads),
  ...only(experiences),
  ...only(clickthroughs),
  ...only(clientLogs),
  ...only(userState),
  ...only(uploads),
  ...only(business),
  ...only(safety),
  ...only(invites),
  ...only(onboarding),
  ...only(search),
  ...only(discovery),
  ...only(report),
  ...only(sendTo),
  ...only(creators),
  ...only(shares),
};

export type Api = typeof API;
export type ResourceName = keyof Api;
/** The resources that have verb V. */
export type ResourceWith<V extends Verb> = { [K in ResourceName]: Api[K] extends { [P in V]: object } ? K : never }[ResourceName];
