// A part of the page that the server renders for some viewers only (the app upsell bar, the cookie
// banner): its code is a chunk of its own, so a first visit without it does not download it. When
// the page's data says the part is shown, both sides load it before rendering (the worker before
// it streams, client/main.tsx before it hydrates), so it renders in the same pass, the markup
// matches and nothing shifts. Its CSS stays in the entry or the page (imported by the module calling this), so
// the server-rendered part is styled at first paint (tests/unit/partStyles.test.ts checks the build). A chunk that fails to load renders nothing.
//
// A deferred part (deferredPart) is loaded before rendering by the worker and a navigation, but
// not before hydrating: React keeps its server markup until its chunk is in, then hydrates it.
import { type ComponentType, memo, Suspense, use } from 'react';

export interface ConditionalPart<P> {
  /** Loads the part's chunk (never rejects; a failure resolves to a part rendering nothing). */
  load(): Promise<ComponentType<P>>;
  /** The part's component once loaded. */
  loaded(): ComponentType<P> | null;
}

const Nothing = () => null;

export function conditionalPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ConditionalPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          console.error(name, error instanceof Error ? error.message : error);
          return (component = Nothing);
        },
      )),
    loaded: () => component,
  };
}

function Loaded<P extends object>({ part, props }: { part: ConditionalPart<P>; props: P }) {
  const Component = part.loaded() ?? use(part.load());
  return <Component {...props} />;
}

/** The part: rendered at once once loaded, else after its chunk has downloaded. */
export function PartOf<P extends object>({ part, props }: { part: ConditionalPart<P>; props: P }) {
  return (
    <Suspense fallback={null}>
      <Loaded part={part} props={props} />
    </Suspense>
  );
}

/**
 * The component of a deferred part: the client hydrates it once its chunk is in, keeping the
 * server's markup meanwhile. Memoized: props that change before then (a parent's re-render with
 * new objects) would make React drop the server markup and render the part afresh, moving what is
 * below it, so its props must be values that keep their identity (no new objects per render).
 */
export function deferredPart<P extends object>(part: ConditionalPart<P>): ComponentType<P> {
  return memo((props: P) => <PartOf part={part} props={props} />);
}
