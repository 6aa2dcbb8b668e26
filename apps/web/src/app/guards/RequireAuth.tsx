import { shouldRememberRedirect } from '@procura/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { savePostLoginRedirect } from '../../lib/storage';
import { useAuth } from '../../providers/auth/auth-context';

/** Spec §2/§4 protected-route guard. */
export function RequireAuth() {
  const { status, loaderText } = useAuth();
  const location = useLocation();

  if (status === 'checking' || status === 'signing-out') return <FullScreenLoader hint={loaderText} />;
  if (status !== 'authenticated') {
    if (shouldRememberRedirect(location.pathname)) {
      savePostLoginRedirect({ pathname: location.pathname, search: location.search });
    }
    return <Navigate to="/login" replace />;
  }
  return (
    <>
      {loaderText ? <FullScreenLoader hint={loaderText} /> : null}
      <Outlet />
    </>
  );
}
