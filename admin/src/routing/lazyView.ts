import { lazy, type ComponentType } from 'react';

/**
 * A resource's view as its own chunk, loaded when its route first opens (the layout's Suspense shows the loading
 * state), so a resource's configuration can be spread into `<Resource>` up front without the sign-in page
 * downloading every screen of the back office.
 */
export function lazyView<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
