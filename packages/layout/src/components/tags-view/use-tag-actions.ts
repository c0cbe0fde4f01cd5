import { useLocation, useNavigate } from 'react-router';
import {
  delAllViews,
  delOthersViews,
  delView,
  refreshView,
  tagsViewStore,
  type VisitedView,
} from '../../state/tags-view-store';
import { pagePath } from './use-visited-view-tracking';

/** What the tags view can do to a tag; each returns the path of the tag to focus next. */
export interface TagActions {
  /** The page showing now (its tag is the active one). */
  activePath: string;
  /** Re-mounts the view: drops its kept-alive state and goes through `{redirectPath}{fullPath}`. */
  refresh: (view: VisitedView) => string;
  /** Closes the tag (not a pinned one); closing the active tag shows the last tag, or `/`. */
  close: (view: VisitedView) => string | undefined;
  /** Keeps the pinned tags and `view`, and shows `view`. */
  closeOthers: (view: VisitedView) => string;
  /** Keeps the pinned tags; if the page showing lost its tag, shows the last tag, or `/`. */
  closeAll: () => string | undefined;
}

/** The tag actions of spec §2, with the navigation each implies. */
export function useTagActions(redirectPath: string): TagActions {
  const navigate = useNavigate();
  const activePath = pagePath(useLocation().pathname);

  /** Spec §2: after the active tag closes, the last remaining tag, or / when none remain. */
  const toLastView = () => {
    const last = tagsViewStore.visitedViews.at(-1);
    void navigate(last ? last.fullPath : '/');
    return last?.path;
  };

  return {
    activePath,
    refresh: (view) => {
      refreshView(view);
      void navigate(`${redirectPath}${view.fullPath}`, { replace: true });
      return view.path;
    },
    close: (view) => {
      const views = tagsViewStore.visitedViews;
      const index = views.findIndex((v) => v.path === view.path);
      const neighbour = views[index + 1] ?? views[index - 1];
      if (!delView(view)) return view.path;
      return view.path === activePath ? toLastView() : neighbour?.path;
    },
    closeOthers: (view) => {
      if (view.path !== activePath) void navigate(view.fullPath);
      delOthersViews(view);
      return view.path;
    },
    closeAll: () => {
      delAllViews();
      const stillOpen = tagsViewStore.visitedViews.some((v) => v.path === activePath);
      return stillOpen ? activePath : toLastView();
    },
  };
}
