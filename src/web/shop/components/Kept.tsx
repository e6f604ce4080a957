// A part of the page frame that is the same on every page with the same key (the footer): the server
// renders it once per key and reuses the html (http/kept-markup.ts, through the load context); the
// browser renders and hydrates it as usual, against that same html. Only React Router's contexts
// reach the kept part, and it must not call useId (its ids would be counted in another tree).
// Why and what it gained: docs/decisions/0016-kept-page-frame.md.
import { type ReactNode, createContext, createElement, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from 'react-router';

/** The html of `render()`, rendered once for `key` and then reused. Null in the browser. */
export type KeepMarkup = (key: string, render: () => ReactNode) => string;
export const KeptMarkupContext = createContext<KeepMarkup | null>(null);

interface KeptProps extends React.HTMLAttributes<HTMLElement> {
  /** The element the part sits in: its own attributes are rendered every time, its children kept. */
  as: 'footer' | 'nav' | 'div';
  /** Everything the children's html depends on, as text: another key, another rendering. */
  keptKey: string;
  children: ReactNode;
}

export function Kept({ as, keptKey, children, ...attributes }: KeptProps) {
  const keep = useContext(KeptMarkupContext);
  // The router's contexts as this page has them, for the kept part's links and loader data.
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const dataRouterState = useContext(DataRouterStateContext);
  const fetchers = useContext(FetchersContext);
  const location = useContext(LocationContext);
  const navigation = useContext(NavigationContext);
  const route = useContext(RouteContext);
  const viewTransition = useContext(ViewTransitionContext);
  if (!keep) return createElement(as, attributes, children);
  const html = keep(keptKey, () => (
    <FrameworkContext.Provider value={framework}>
      <DataRouterContext.Provider value={dataRouter}>
        <DataRouterStateContext.Provider value={dataRouterState}>
          <FetchersContext.Provider value={fetchers}>
            <ViewTransitionContext.Provider value={viewTransition}>
              <NavigationContext.Provider value={navigation}>
                <LocationContext.Provider value={location}>
                  <RouteContext.Provider value={route}>{children}</RouteContext.Provider>
                </LocationContext.Provider>
              </NavigationContext.Provider>
            </ViewTransitionContext.Provider>
          </FetchersContext.Provider>
        </DataRouterStateContext.Provider>
      </DataRouterContext.Provider>
    </FrameworkContext.Provider>
  ));
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
