import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadAfterChunkFailure } from './chunk-reload';

/** A component whose code loads on first use, and the function that starts that load early. */
export interface LazyPart<P> {
  /** Render inside `<Suspense>`; the first render suspends until the code is loaded. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (e.g. on hover or focus of what opens it); never rejects. */
  preload: () => void;
  /** The component once loaded, for a caller that swaps it in itself (without Suspense); rejects when it cannot load. */
  load: () => Promise<ComponentType<P>>;
  /** The component if it has loaded already, else undefined. */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * A part of a screen that is not needed for its first paint — a menu, a popover, a drawer — as a
 * separate chunk loaded when first rendered (docs/web-performance.md "What a new screen must do").
 * When the chunk cannot be loaded (typically replaced by a deployment), the page reloads once,
 * guarded for 10 s (docs/requirements.md §8), as for lazy routes.
 * @param load imports the module and picks the component from it.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let done: ComponentType<P> | undefined;
  const start = () => {
    loading ??= load()
      .then((component) => (done = component))
      .catch((error: unknown) => {
        loading = undefined;
        reloadAfterChunkFailure();
        throw error;
      });
    return loading;
  };
  return {
    Component: lazy(async () => ({ default: await start() })),
    preload: () => void start().catch(() => undefined),
    load: start,
    loaded: () => done,
  };
}
