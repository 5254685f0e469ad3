// How the client starts (docs/performance.md): an inline script (with the request's CSP nonce) names the entry
// and the page's chunks as modulepreloads and imports the entry once the first screen's largest
// images, the ones the page marks fetchpriority="high" (the closeup's image, a feed's first cards),
// are decoded and a frame with them has been painted; after a timeout at the latest, so hydration
// never waits on a slow image. Until then the first screen has the connection to itself. Events
// that come only once and may come before the entry (the browser's install offer) are kept for it.
//
// Why: the entry is ~95 KiB. Named in the head, it downloaded beside the largest image, and
// whenever the paint came after it had arrived (a busy phone, image decoding), Lighthouse's mobile
// simulation counted its download into the largest paint (a module's evaluation is never told apart
// from its download there): LCP moved between 1.6 and 2.8 s from run to run with the same page. The
// page is complete server-rendered HTML (links and forms work before hydration), so showing the
// first screen first costs a person nothing they can see. Links work before hydration, and so do
// the forms with an `action` (a page form posts to its resource, worker/api/forms.ts). A form the
// app submits itself (one without an `action`) cannot: until React has hydrated
// (`html[data-hydrated]`, client/app/App.tsx) its native submission is held back, so it never sends
// what was typed in a GET url, and the last one held is submitted again once hydrated, so the press
// is not lost either. A press of a plain button (`type="button"`, which only the app handles) is
// kept from React until then and pressed again once hydrated.
import { EARLY_INSTALL_EVENTS } from '#client/features/appInstall/installPrompt.ts';
import type { ClientAssets } from '#shared/pages.ts';

/** At the latest, the client starts this long after the document is parsed. */
export const HYDRATION_WAIT_MS = 2500;

/** JSON for a script element: "<" escaped, so nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script that starts the client (see above).
 * @example bootstrapScript({ script: '/assets/main-abc.js', preload: ['/assets/HomePage-def.js'], styles: [] })
 */
export function bootstrapScript(assets: Pick<ClientAssets, 'script' | 'preload'>): string {
  return [
    '(()=>{let s=0;',
    // Kept in window[key] until the entry's listenForInstallOffer takes them and deletes the array.
    `const k=${scriptJson(EARLY_INSTALL_EVENTS.key)};window[k]=[];for(const t of ${scriptJson(EARLY_INSTALL_EVENTS.types)})addEventListener(t,(e)=>window[k]?.push(e));`,
    `const go=()=>{if(s)return;s=1;for(const h of ${scriptJson(assets.preload)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}import(${scriptJson(assets.script)})};`,
    // A form without an action is the app's own: before hydration its submission is held, then replayed once.
    // So is a press of a plain button (type=button, the app's own): kept from React until hydrated, then pressed again.
    'const d=document.documentElement;let held=null,tap=null;',
    'addEventListener("click",(e)=>{const b=e.target instanceof Element?e.target.closest("button[type=button]"):null;if(b&&d.dataset.hydrated!=="true"){e.preventDefault();e.stopImmediatePropagation();tap=b}},true);',
    'addEventListener("submit",(e)=>{const f=e.target;if(d.dataset.hydrated!=="true"&&f instanceof HTMLFormElement&&!f.hasAttribute("action")){e.preventDefault();held={f,b:e.submitter}}},true);',
    'new MutationObserver((_,o)=>{if(d.dataset.hydrated!=="true")return;o.disconnect();const h=held,t=tap;held=tap=null;if(h&&h.f.isConnected)h.f.requestSubmit(h.b&&h.b.form===h.f?h.b:undefined);if(t&&t.isConnected)t.click()}).observe(d,{attributes:true,attributeFilter:["data-hydrated"]});',
    'const painted=()=>requestAnimationFrame(()=>setTimeout(go,0));',
    `const check=()=>{Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((i)=>i.decode().catch(()=>{}))).then(painted);setTimeout(go,${HYDRATION_WAIT_MS})};`,
    'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",check,{once:true}):check()})()',
  ].join('');
}
