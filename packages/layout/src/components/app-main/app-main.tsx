import { cn } from '@cep/ui';
import { Activity, useState, type ComponentProps } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { tagsViewStore } from '../../state/tags-view-store';
import { pagePath } from '../tags-view/use-visited-view-tracking';
import { keepViews } from './kept-views';
import { ViewErrorBoundary } from './view-error-boundary';

export type AppMainProps = Omit<ComponentProps<'main'>, 'children'>;

/**
 * The page area of the shell and the page's `<main>` landmark: renders the current route's
 * element (`useOutlet()`, so mount it as the layout route's element's child) and keeps the pages
 * that still have a tag alive while another shows, in React's `<Activity mode="hidden">`: their
 * state (a half-typed form, a scroll position) is there when the person comes back, their effects
 * are paused meanwhile. Pages with `meta.noCache`, closed tags and refreshed pages mount afresh.
 * Each page has its own error boundary (see `ViewErrorBoundary`).
 *
 * What is kept follows `tagsViewStore.cachedViews`, which the tags view fills: without a
 * `TagsView` (tags view off in the settings) nothing is kept, since nothing could be closed.
 */
export function AppMain({ className, ...props }: AppMainProps) {
  const outlet = useOutlet();
  const path = pagePath(useLocation().pathname);
  const { cachedViews } = useSnapshot(tagsViewStore);
  const [kept, setKept] = useState(() => keepViews(new Map(), path, outlet, cachedViews));
  const views = keepViews(kept, path, outlet, cachedViews);
  // Derived from the route and the store while rendering (React's "storing information from
  // previous renders"): the kept elements are what lets a hidden page keep its state.
  if (views !== kept) setKept(views);

  return (
    <main data-slot="app-main" className={cn('relative min-w-0 flex-1 p-4', className)} {...props}>
      {[...views].map(([viewPath, element]) => (
        <Activity key={viewPath} mode={viewPath === path ? 'visible' : 'hidden'}>
          <ViewErrorBoundary path={viewPath}>{element}</ViewErrorBoundary>
        </Activity>
      ))}
    </main>
  );
}
