// Docusaurus's generated route table calls ComponentCreator for every route as main.js runs, and each call builds a
// react-loadable component (a class, its loader map, the registry lookups): about a fifth of that task at 4x CPU for
// the guide's 300-odd routes, of which a page renders three to five. This builds a route's component when a page
// first preloads or renders it. Client bundle only (the plugin's alias): the server render preloads react-loadable's list
// of every component, which the eager ComponentCreator fills.
import type {ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator> & {preload?: () => Promise<unknown>};

export default function LazyComponentCreator(path: string, hash?: string) {
  let created: RouteComponent | undefined;
  const component = (): RouteComponent => (created ??= ComponentCreator(path, hash ?? '') as RouteComponent);
  function RouteComponent(props: object): ReactNode {
    const Component = component();
    // eslint-disable-next-line react-hooks/static-components -- built once per route and memoized, never per render
    return <Component {...props} />;
  }
  RouteComponent.preload = (): Promise<unknown> => component().preload?.() ?? Promise.resolve();
  return RouteComponent;
}
