// The closeup's back control on a phone (docs/architecture.md#the-interface-and-phones): back to the page the person came
// from on this site when there is one, else home; without JavaScript, or before it runs, a plain link home.
import { type MouseEvent, useContext } from 'react';
import { NavigationContext } from '#client/app/NavigationContext.ts';

/** Whether the previous history entry is a page of this site: the app navigated here, or the page was opened from one. */
function cameFromThisSite(navigated: boolean): boolean {
  if (navigated) return true;
  try {
    return history.length > 1 && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

export function CloseupBack() {
  const nav = useContext(NavigationContext);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromThisSite(Boolean(nav?.navigated.value))) return;
    event.preventDefault();
    history.back();
  };
  return (
    <a className="closeup__back" href="/" data-test-id="closeup-back" onClick={back}>
      <span aria-hidden="true">‹</span>
      <span className="visually-hidden">Back</span>
    </a>
  );
}
