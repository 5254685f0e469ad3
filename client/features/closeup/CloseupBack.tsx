// The closeup's back control on a phone (docs/architecture.md#the-interface-and-phones): back to the page the person came
// from on this site when there is one (the app navigated here, or a page of the site opened it), else home; without
// JavaScript, or before it runs, a plain link home.
import { useContext } from 'react';
import { NavigationContext } from '#client/app/NavigationContext.ts';

export function CloseupBack() {
  const nav = useContext(NavigationContext);
  return (
    <a
      className="closeup__back"
      href="/"
      data-test-id="closeup-back"
      onClick={(event) => {
        if (!nav?.navigated.value && !document.referrer.startsWith(`${location.origin}/`)) return;
        event.preventDefault();
        history.back();
      }}
    >
      <span aria-hidden="true">‹</span>
      <span className="visually-hidden">Back</span>
    </a>
  );
}
