import { ROUTES, VENDOR_REGISTRATION_PATH } from '@procura/shared';
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { RedirectIfAuthenticated } from '../guards/RedirectIfAuthenticated';
import { RequireAuth } from '../guards/RequireAuth';
import { AppRoot } from './AppRoot';
import { CatchAllRedirect } from './CatchAllRedirect';
import { withSuspense } from './lazy-page';
import { moduleRoutes } from './module-routes';
import { NotFoundPage } from './NotFoundPage';

const PublicLayout = lazy(() => import('../layouts/PublicLayout'));
const ProtectedLayout = lazy(() => import('../layouts/ProtectedLayout'));
const LoginPage = lazy(() => import('../../features/auth/pages/LoginPage'));
const ResetPasswordPage = lazy(() => import('../../features/auth/pages/ResetPasswordPage'));
const VerifyPage = lazy(() => import('../../features/auth/pages/VerifyPage'));
const UnauthorizedPage = lazy(() => import('../../features/auth/pages/UnauthorizedPage'));
const PublicPage = lazy(() => import('../../features/public/pages/PublicPage'));
const RegisterPage = lazy(() => import('../../features/public/pages/RegisterPage'));

export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Login-type pages: a signed-in visitor is sent onward (spec §4).
        element: <RedirectIfAuthenticated />,
        children: [
          {
            element: withSuspense(<PublicLayout />, 'screen'),
            children: [
              { path: ROUTES.login, element: withSuspense(<LoginPage />) },
              { path: ROUTES.resetPassword, element: withSuspense(<ResetPasswordPage />) },
              { path: ROUTES.verify, element: withSuspense(<VerifyPage />) },
            ],
          },
        ],
      },
      {
        element: withSuspense(<PublicLayout />, 'screen'),
        children: [
          { path: ROUTES.publicRoute, element: withSuspense(<PublicPage />) },
          // Vendor self-registration (issue #9 item 6): reachable signed in or not.
          { path: VENDOR_REGISTRATION_PATH, element: withSuspense(<RegisterPage />) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: ROUTES.unauthorized, element: withSuspense(<UnauthorizedPage />, 'screen') },
          {
            element: withSuspense(<ProtectedLayout />, 'screen'),
            children: [
              {
                // Errors of a page render inside the shell, so navigation stays usable.
                errorElement: <RouteErrorBoundary inShell />,
                children: [
                  ...moduleRoutes,
                  // Spec §2's catch-all redirect answers the site root; an unknown address says so.
                  { index: true, element: <CatchAllRedirect /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
