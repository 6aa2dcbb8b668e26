import { useAuth } from '../../providers/auth/auth-context';

/** Catalogue writes, as the server answers them with the profile (the catalogue's rules are the same for every row). */
export function useServicePermissions() {
  const abilities = useAuth().userDetails?.abilities.services;
  return { canCreate: abilities?.create ?? false, canEdit: abilities?.edit ?? false, canDelete: abilities?.delete ?? false };
}

export type TServicePermissions = ReturnType<typeof useServicePermissions>;
