import { firstPermittedRoute } from '@procura/shared';
import { Navigate } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';

/** Spec §2: the site root goes to the first permitted sidebar route, or to unauthorized. */
export function CatchAllRedirect() {
  const { userPermissions } = useAuth();
  return <Navigate to={firstPermittedRoute(userPermissions)} replace />;
}
