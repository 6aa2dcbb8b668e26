import type { TActionFlags, TPermissionMap, TPermissionType, TProfile, TRoleType, TTenant, TTokenResponse, TUserFlags } from '@procura/shared';
import { createContext, useContext } from 'react';

export type TAuthStatus = 'checking' | 'authenticated' | 'anonymous' | 'signing-out';

/** Permission type → actions, across modules: the shape most screens ask about. */
export type TMappedPermission = Partial<Record<TPermissionType, TActionFlags>>;

export interface TAuthState {
  status: TAuthStatus;
  userDetails: TProfile | null;
  authToken: string | null;
  userPermissions: TPermissionMap;
  mappedPermission: TMappedPermission;
  userWorkspace: TTenant | null;
  /** Hint under the full-screen loader ('Signing out, please wait...'); null hides it. */
  loaderText: string | null;
}

export interface TAuthContextValue extends TAuthState {
  isAuthenticated: boolean;
  /** The role type of the active workspace, used to narrow required-permission entries. */
  roleType: TRoleType | undefined;
  /** Spec §6 flags (provider, vendor, branch, franchise, client user); null until signed in. */
  userFlags: TUserFlags | null;
  /** After login or invitation: stores the tokens and loads the profile. */
  startSession(tokens: TTokenResponse, options: { rememberMe: boolean }): Promise<void>;
  /** After the user edits their own details: the server's answer replaces the held profile. */
  applyProfile(profile: TProfile): void;
  signOut(): Promise<void>;
  switchWorkspace(tenantId: string): void;
  setLoaderText(text: string | null): void;
}

export const AuthContext = createContext<TAuthContextValue | null>(null);

export function useAuth(): TAuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
