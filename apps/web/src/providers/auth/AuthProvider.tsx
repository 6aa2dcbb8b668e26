import { deriveUserFlags, roleTypeOfTenantType, type TProfile, type TTokenResponse } from '@procura/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { CREDENTIAL_REFRESH_INTERVAL_MS, getFreshAccessToken, onSessionExpired, refreshTokens, signOutOnServer } from '../../lib/auth-session';
import { notify } from '../../lib/notify';
import { isPageLeaving } from '../../lib/page-leaving';
import { clearSession, getTokens, setStoredWorkspace, setTokens } from '../../lib/storage';
import { queryClient } from '../query-client';

/** The store belongs to the signed-in shell; loading it here keeps it out of the sign-in page. */
const loadStore = () => import('../store');
import { AuthContext, type TAuthContextValue, type TAuthState } from './auth-context';
import { ANONYMOUS_STATE, authenticatedState } from './session-state';

const LOGIN_FAILED_TITLE = 'Login Failed';
const LOGIN_FAILED_MESSAGE = 'An error occurred during the login process.';
const SIGNING_OUT_TEXT = 'Signing out, please wait...';

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<TAuthState>(() => (getTokens() ? { ...ANONYMOUS_STATE, status: 'checking' } : ANONYMOUS_STATE));
  const hasBootstrapped = useRef(false);

  const dropSession = useCallback(() => {
    clearSession();
    queryClient.clear();
    setState(ANONYMOUS_STATE);
  }, []);

  // Spec §8: when the HTTP client cannot save the session, the guards take the user to login.
  useEffect(() => onSessionExpired(dropSession), [dropSession]);

  const loadProfile = useCallback(
    async (isFreshSignIn: boolean) => {
      try {
        // The profile call (and zod) load here, not in the first download.
        const { fetchProfile } = await import('./profile-api');
        const profile = await fetchProfile();
        // Spec §9: the server's rows-per-page preference seeds the local one at login.
        if (isFreshSignIn) await (await loadStore()).seedRowsPerPage(profile.profileDetails.itemsPerPage);
        setState(authenticatedState(profile));
      } catch (error) {
        // A reload while the profile loads cancels it: the next page starts this again with the same session.
        if (isPageLeaving()) throw error;
        notify.error(LOGIN_FAILED_TITLE, LOGIN_FAILED_MESSAGE);
        dropSession();
        throw error;
      }
    },
    [dropSession],
  );

  // Spec §4 session start: a stored token is checked (refreshed if near expiry), then the profile loads.
  useEffect(() => {
    if (hasBootstrapped.current || state.status !== 'checking') return;
    hasBootstrapped.current = true;
    void (async () => {
      const token = await getFreshAccessToken();
      if (!token) return dropSession();
      await loadProfile(false).catch(() => undefined);
    })();
  }, [state.status, loadProfile, dropSession]);

  // Spec §9: credentials refresh every 50 minutes while signed in.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const timer = setInterval(() => {
      refreshTokens()
        .then((tokens) => setState((current) => ({ ...current, authToken: tokens.accessToken })))
        .catch((error: unknown) => {
          if (!(error instanceof ApiError && error.isNetworkError)) dropSession();
        });
    }, CREDENTIAL_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.status, dropSession]);

  const startSession = useCallback(
    async (tokens: TTokenResponse, { rememberMe }: { rememberMe: boolean }) => {
      setTokens(tokens, rememberMe);
      await loadProfile(true);
    },
    [loadProfile],
  );

  const applyProfile = useCallback((profile: TProfile) => setState(authenticatedState(profile)), []);

  const signOut = useCallback(async () => {
    setState((current) => ({ ...current, status: 'signing-out', loaderText: SIGNING_OUT_TEXT }));
    await signOutOnServer();
    await (await loadStore()).clearStore();
    queryClient.clear();
    await navigate('/login', { replace: true });
    setState(ANONYMOUS_STATE);
  }, [navigate]);

  const switchWorkspace = useCallback((tenantId: string) => {
    setState((current) => {
      const tenant = current.userDetails?.userTenants.find((ut) => ut.tenant.id === tenantId)?.tenant;
      if (!tenant) return current;
      setStoredWorkspace(tenant);
      return { ...current, userWorkspace: tenant };
    });
    // Every cached answer was computed for the old workspace.
    void queryClient.invalidateQueries();
  }, []);

  const setLoaderText = useCallback((loaderText: string | null) => {
    setState((current) => ({ ...current, loaderText }));
  }, []);

  const value = useMemo<TAuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: state.status === 'authenticated',
      roleType: state.userWorkspace ? roleTypeOfTenantType(state.userWorkspace.type) : undefined,
      userFlags: state.userDetails ? deriveUserFlags(state.userDetails.userType, state.userWorkspace?.type) : null,
      startSession,
      applyProfile,
      signOut,
      switchWorkspace,
      setLoaderText,
    }),
    [state, startSession, applyProfile, signOut, switchWorkspace, setLoaderText],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
