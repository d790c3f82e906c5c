import { type ComponentType, useEffect, useState } from 'react';

/** A part of the page whose code has arrived, or could not. */
export type LoadedComponent<P> = { Component: ComponentType<P> } | { failed: true };

/**
 * A part of the page fetched with import() once `wanted` turns true, so its code is not in the
 * page's first load: a plain import() rather than next/dynamic, whose loader would itself be in
 * every page's first load. `load` must be a function defined once, outside the component.
 */
export function useLoadedComponent<P>(load: () => Promise<ComponentType<P>>, wanted = true): LoadedComponent<P> | null {
  const [loaded, setLoaded] = useState<LoadedComponent<P> | null>(null);
  const started = wanted || loaded !== null;
  useEffect(() => {
    if (!started) return;
    let current = true;
    load()
      .then((Component) => current && setLoaded({ Component }))
      .catch(() => current && setLoaded({ failed: true }));
    return () => {
      current = false;
    };
  }, [started, load]);
  return loaded;
}
