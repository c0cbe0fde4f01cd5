import { useLocation, useNavigate } from 'react-router';
import { useStores } from '../../context/stores-context';
import type { VisitedView } from '../../state/tags-view-store';
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
  const { tags } = useStores();
  const activePath = pagePath(useLocation().pathname);

  /** Spec §2: after the active tag closes, the last remaining tag, or / when none remain. */
  const toLastView = () => {
    const last = tags.state.visitedViews.at(-1);
    void navigate(last ? last.fullPath : '/');
    return last?.path;
  };

  return {
    activePath,
    refresh: (view) => {
      tags.refreshView(view);
      void navigate(`${redirectPath}${view.fullPath}`, { replace: true });
      return view.path;
    },
    close: (view) => {
      const views = tags.state.visitedViews;
      const index = views.findIndex((v) => v.path === view.path);
      const neighbour = views[index + 1] ?? views[index - 1];
      if (!tags.delView(view)) return view.path;
      return view.path === activePath ? toLastView() : neighbour?.path;
    },
    closeOthers: (view) => {
      if (view.path !== activePath) void navigate(view.fullPath);
      tags.delOthersViews(view);
      return view.path;
    },
    closeAll: () => {
      tags.delAllViews();
      const stillOpen = tags.state.visitedViews.some((v) => v.path === activePath);
      return stillOpen ? activePath : toLastView();
    },
  };
}
