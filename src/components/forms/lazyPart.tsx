import React, { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from "react";

export interface LazyPartProps {
  /** Drawn while the part's code is on its way, and in its place if that code cannot load. */
  fallback: ReactNode;
  /** The part's code could not load (the browser's reason): the one who draws it says so in its own words. */
  onFailed: (error: unknown) => void;
}

/** What the lazy component is given: the part's own props apart from lazyPart's. */
interface Drawn<P> extends LazyPartProps {
  own: P;
}

/**
 * A part of a page whose code is a chunk of its own, loaded as the part is first drawn: React.lazy inside
 * Suspense. Its chunk may fail to load (a train in a tunnel): `fallback` then stays and `onFailed` is told, once.
 * React.lazy keeps a failure for good, so a failed part is made afresh: the next time it is drawn, its chunk is
 * asked for again. A failure is an answer, not an error thrown into the page, so nothing else is taken down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P & LazyPartProps) => React.JSX.Element {
  const fresh = () =>
    lazy(async (): Promise<{ default: ComponentType<Drawn<P>> }> => {
      try {
        const Loaded = await load();
        return { default: ({ own }) => React.createElement(Loaded, own) };
      } catch (error) {
        Part = fresh();
        return { default: ({ fallback, onFailed }) => <Failed error={error} fallback={fallback} onFailed={onFailed} /> };
      }
    });
  let Part = fresh();
  return function LazyPart({ fallback, onFailed, ...own }: P & LazyPartProps): React.JSX.Element {
    return (
      <Suspense fallback={fallback}>
        <Part own={own as unknown as P} fallback={fallback} onFailed={onFailed} />
      </Suspense>
    );
  };
}

function Failed({ error, fallback, onFailed }: LazyPartProps & { error: unknown }): React.JSX.Element {
  // Told before the browser paints, so the one who draws the part can put its own words in its place at once.
  useLayoutEffect(() => onFailed(error), [error, onFailed]);
  return <>{fallback}</>;
}
