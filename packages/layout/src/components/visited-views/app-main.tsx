import { cn } from '@cep/ui';
import { Activity, useState, type ComponentProps } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { MAIN_CONTENT_ID } from '../skip-link';
import { pagePath } from './use-visited-view-tracking';
import { keepViews } from './kept-views';
import { ViewErrorBoundary } from './view-error-boundary';

export type AppMainProps = Omit<ComponentProps<'main'>, 'children'>;

/**
 * The page area of the shell and the page's `<main>` landmark: renders the current route's
 * element (`useOutlet()`, so mount it as the layout route's element's child) and keeps the pages
 * that still have a tag alive while another shows, in React's `<Activity mode="hidden">`: their
 * state (a half-typed form, a scroll position) is there when the person comes back, their effects
 * are paused meanwhile. Pages with `meta.noCache`, closed tags and refreshed pages mount afresh.
 * Each page has its own error boundary: a failing page shows a message and a reload button, is
 * logged in the error log, and the other pages go on. Its id is `main-content` (the skip link's
 * target) and it takes focus (`tabIndex={-1}`) unless you say otherwise.
 *
 * What is kept follows the tags store's `cachedViews`, which the tags view fills: without a
 * `TagsView` (tags view off in the settings) nothing is kept, since nothing could be closed.
 */
export function AppMain({
  id = MAIN_CONTENT_ID,
  tabIndex = -1,
  className,
  ...props
}: AppMainProps) {
  const outlet = useOutlet();
  const path = pagePath(useLocation().pathname);
  const { cachedViews } = useSnapshot(useStores().tags.state);
  const [kept, setKept] = useState(() => keepViews(new Map(), path, outlet, cachedViews));
  const views = keepViews(kept, path, outlet, cachedViews);
  // Derived from the route and the store while rendering (React's "storing information from
  // previous renders"): the kept elements are what lets a hidden page keep its state.
  if (views !== kept) setKept(views);

  return (
    <main
      id={id}
      tabIndex={tabIndex}
      data-slot="app-main"
      className={cn('relative min-w-0 flex-1 p-4 outline-none', className)}
      {...props}
    >
      {[...views].map(([viewPath, element]) => (
        <Activity key={viewPath} mode={viewPath === path ? 'visible' : 'hidden'}>
          <ViewErrorBoundary path={viewPath}>{element}</ViewErrorBoundary>
        </Activity>
      ))}
    </main>
  );
}
