import { redirectTarget } from '@cep/auth';
import { useMessages } from '@cep/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorPageMessages } from './errors/messages';

/**
 * `/auth-redirect` (public, spec §2): where an outside sign-in hands the user back. It forwards to
 * `?redirect=` when that is a path of this app (never another site), else to `/`.
 */
export function AuthRedirectPage() {
  const t = useMessages(errorPageMessages);
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    void navigate(redirectTarget(search), { replace: true });
  }, [navigate, search]);
  return (
    <p role="status" className="p-8 text-center">
      {t.redirecting}
    </p>
  );
}
