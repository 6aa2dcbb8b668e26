import { useAuth } from '../../providers/auth/auth-context';

/**
 * What the property screens offer in this workspace, as the server answers it with the profile
 * (policies/properties.ts on the server). What may be done to one property comes with it, as its
 * `abilities`.
 */
export function usePropertyPermissions() {
  const { userDetails, userWorkspace } = useAuth();
  const abilities = userDetails?.abilities.properties;
  return {
    canCreate: abilities?.create ?? false,
    canImport: abilities?.import ?? false,
    canExport: abilities?.export ?? false,
    /** Filing a property under another client (the provider's). */
    canMove: abilities?.move ?? false,
    /** A client's people work on their own client's properties: no client to choose. */
    ownClient: userWorkspace?.type === 'client' && userWorkspace.client ? userWorkspace.client : null,
  };
}

export type TPropertyPermissions = ReturnType<typeof usePropertyPermissions>;
