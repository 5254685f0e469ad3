// A resource call that outlives the page (a beacon), for logs sent as the page is left: POST
// /resource/{name}/create/ with the form field `data`, which the router reads like a JSON body. The
// answer is not read. Its own module, so only the chunks that log this way carry it.
import type { OptionsOf } from '#shared/api/define.ts';
import type { Api, ResourceWith } from '#shared/api/index.ts';

export function beaconResource<N extends ResourceWith<'create'>>(name: N, options: NoInfer<OptionsOf<Api[N]['create' & keyof Api[N]]>>): void {
  navigator.sendBeacon(`/resource/${name}/create/`, new URLSearchParams({ data: JSON.stringify({ options }) }));
}
