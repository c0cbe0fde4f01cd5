import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * `/redirect/{path}` (spec §2, hidden): the tags view's Refresh navigates here, which drops the
 * view, and this page at once replaces itself with `/{path}` (query kept), which mounts it anew.
 */
export function RefreshView() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, '') || '/';
    void navigate(`${target}${search}`, { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
