import React, { Component, lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { reloadForReplacedChunk } from "../lib/replacedChunk";

export interface LazyPartProps {
  /** Drawn while the part's code is on its way, and in its place if that code cannot load or fails. */
  fallback: ReactNode;
  /** The part's code could not load or failed (the browser's reason): the one who draws it says so in its own words. */
  onFailed: (error: unknown) => void;
}

export interface LazyPartOptions {
  /**
   * When a newer deploy has replaced the part's chunk (the server answers 404), the page is reloaded once, so
   * that it loads the new code (what was typed is kept: replacedChunk.ts). False for a part whose words a
   * reload would lose, such as a notice: its fallback says them instead.
   */
  reloadWhenReplaced?: boolean;
}

/** What the lazy component is given: the part's own props apart from lazyPart's. */
interface Drawn<P> extends LazyPartProps {
  own: P;
}

/**
 * A part of a page whose code is a chunk of its own, loaded as the part is first drawn: React.lazy inside
 * Suspense, inside an error boundary of its own. Its chunk may fail to load (a train in a tunnel): `fallback`
 * then stays and `onFailed` is told, once; so it is when the part's own code throws as it draws. React.lazy
 * keeps a failure for good, so a failed part is made afresh: the next time it is drawn, its chunk is asked for
 * again. A failure is an answer, not an error thrown into the page, so nothing else is taken down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): (props: P & LazyPartProps) => React.JSX.Element {
  const reloadWhenReplaced = options.reloadWhenReplaced ?? true;
  const fresh = () =>
    lazy(async (): Promise<{ default: ComponentType<Drawn<P>> }> => {
      try {
        const Loaded = await load();
        return { default: ({ own }) => React.createElement(Loaded, own) };
      } catch (error) {
        Part = fresh();
        // The page is going: the fallback (its waiting state) stays until it has.
        if (reloadWhenReplaced && (await reloadForReplacedChunk(error))) return new Promise<never>(() => undefined);
        return { default: ({ fallback, onFailed }) => <Failed error={error} fallback={fallback} onFailed={onFailed} /> };
      }
    });
  let Part = fresh();
  return function LazyPart({ fallback, onFailed, ...own }: P & LazyPartProps): React.JSX.Element {
    return (
      <PartBoundary fallback={fallback} onFailed={onFailed}>
        <Suspense fallback={fallback}>
          <Part own={own as unknown as P} fallback={fallback} onFailed={onFailed} />
        </Suspense>
      </PartBoundary>
    );
  };
}

function Failed({ error, fallback, onFailed }: LazyPartProps & { error: unknown }): React.JSX.Element {
  // Told before the browser paints, so the one who draws the part can put its own words in its place at once.
  useLayoutEffect(() => onFailed(error), [error, onFailed]);
  return <>{fallback}</>;
}

/** The part's own code threw while drawing: its fallback takes its place, and the page around it lives on. */
class PartBoundary extends Component<LazyPartProps & { children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  render(): ReactNode {
    const { fallback, onFailed, children } = this.props;
    return this.state.failed ? <Failed error={this.state.error} fallback={fallback} onFailed={onFailed} /> : children;
  }
}
