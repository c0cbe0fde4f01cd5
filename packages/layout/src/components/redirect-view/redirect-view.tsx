import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * The `/redirect/*` route's view (spec §2: "used to refresh a view"). The tags view's Refresh
 * goes to `/redirect/MPSA?page=2`; this replaces it with `/MPSA?page=2`, so the page leaves the
 * screen for one render and mounts afresh. Mount it as `{ path: '/redirect/*', element:
 * <RedirectView /> }` inside the layout route, where `AppMain` renders it.
 */
export function RedirectView() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // Leading slashes and backslashes go: `/redirect//evil.example` (or `/\evil.example`, which
  // URLs read alike) must stay on this site.
  const target = `/${rest.replace(/^[/\\]+/, '')}${search}${hash}`;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
