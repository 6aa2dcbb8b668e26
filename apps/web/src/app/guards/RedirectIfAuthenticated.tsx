import { firstPermittedRoute } from '@procura/shared';
import { useMemo } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { takePostLoginRedirect } from '../../lib/storage';
import { useAuth } from '../../providers/auth/auth-context';

/** Spec §4: a signed-in visitor on a login-type page goes to the saved redirect or their first route. */
export function RedirectIfAuthenticated() {
  const { status, userPermissions } = useAuth();
  // Memoised because taking the redirect removes it: a second render must not lose it.
  const target = useMemo(
    () => (status === 'authenticated' ? (takePostLoginRedirect() ?? firstPermittedRoute(userPermissions)) : null),
    [status, userPermissions],
  );
  if (status === 'checking') return <FullScreenLoader />;
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
