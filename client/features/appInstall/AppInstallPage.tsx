// /app/ ("Get the app"): there is no app to download; the site itself installs on a phone's home
// screen and opens full screen like one. Where the browser offers installing (Chromium's
// beforeinstallprompt) an Install button opens its dialog; otherwise, and always as a guide, the
// steps for iPhone (Safari's Share menu) and Android (the browser menu).
import { useSyncExternalStore } from 'react';
import { APP_ICONS } from '#shared/appInstall/manifest.ts';
import { installState, promptInstall, serverInstallState, subscribeInstallState } from './installPrompt.ts';
import './appInstall.css';
import type { PageView } from '#client/app/pageTypes.ts';

export function AppInstallPage() {
  const state = useSyncExternalStore(subscribeInstallState, installState, serverInstallState);
  return (
    <article className="app-install" data-test-id="app-install">
      <img className="app-install__icon" src={APP_ICONS.small.path} alt="" width={96} height={96} />
      <h1>Get the app</h1>
      <p className="app-install__lead">
        Pinboard installs straight from this site: add it to your phone's home screen and it opens full screen, like any app, with your boards and saved ideas.
        Nothing to download from a store.
      </p>
      {state === 'offered' && (
        <button type="button" className="button button--primary app-install__button" data-test-id="app-install-button" onClick={() => void promptInstall()}>
          Install
        </button>
      )}
      {state === 'installed' && (
        <p role="status" className="app-install__done" data-test-id="app-install-done">
          Installed: Pinboard is on your home screen.
        </p>
      )}
      <section className="app-install__how" aria-labelledby="app-install-iphone">
        <h2 id="app-install-iphone">On iPhone or iPad</h2>
        <ol>
          <li>Open this page in Safari.</li>
          <li>
            Tap <strong>Share</strong> (the square with an arrow pointing up).
          </li>
          <li>
            Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </li>
        </ol>
      </section>
      <section className="app-install__how" aria-labelledby="app-install-android">
        <h2 id="app-install-android">On Android</h2>
        <ol>
          <li>Open this page in Chrome.</li>
          <li>
            Tap the <strong>menu</strong> (⋮) at the top right.
          </li>
          <li>
            Choose <strong>Install app</strong> (or <strong>Add to Home screen</strong>), then <strong>Install</strong>.
          </li>
        </ol>
      </section>
      <p>
        <a className="button" href="/">
          Back to ideas
        </a>
      </p>
    </article>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { appInstall: PageView<'appInstall'> } = {
  appInstall: () => <AppInstallPage />,
};
