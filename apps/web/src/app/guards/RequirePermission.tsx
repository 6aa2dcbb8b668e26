import { canAccessRoute, firstPermittedRoute, type TRouteRequirement } from '@procura/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';

/** Spec §6: a module route the user may not open sends them to their first permitted route. */
export function RequirePermission({ requirement, children }: { requirement: TRouteRequirement; children: ReactNode }) {
  const { userPermissions, roleType } = useAuth();
  if (!canAccessRoute(userPermissions, requirement, roleType)) {
    return <Navigate to={firstPermittedRoute(userPermissions)} replace />;
  }
  return children;
}
