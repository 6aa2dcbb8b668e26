import { canAccessRoute, ROUTES, type TRouteRequirement } from '@procura/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';

/** Where the person was refused: the unauthorized screen names it. */
export interface TUnauthorizedState {
  from: string;
}

/**
 * A module route the user may not open shows the unauthorized screen (spec §2), naming what
 * was refused, instead of moving them elsewhere without a word.
 */
export function RequirePermission({ requirement, children }: { requirement: TRouteRequirement; children: ReactNode }) {
  const { userPermissions, roleType } = useAuth();
  const { pathname } = useLocation();
  if (!canAccessRoute(userPermissions, requirement, roleType)) {
    const state: TUnauthorizedState = { from: pathname };
    return <Navigate to={ROUTES.unauthorized} replace state={state} />;
  }
  return children;
}
