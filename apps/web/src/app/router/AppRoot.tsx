import { Outlet } from 'react-router';
import { useRemoveSplash } from '../../lib/splash';
import { AuthProvider } from '../../providers/auth/AuthProvider';

/** The root route: the auth provider lives inside the router so it can navigate. */
export function AppRoot() {
  useRemoveSplash();
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
