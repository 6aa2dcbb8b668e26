import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../providers/query-client';
import { router } from './router/router';
import { cssVariablesResolver, theme } from './theme';

/**
 * The providers every page needs. The store (settings and the job panel's flags) is the signed-in
 * shell's alone: it is provided by ProtectedLayout, so the sign-in page does not download it.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
        {/* Spec §9: top right, 5 s, no progress bar. */}
        <ToastContainer position="top-right" autoClose={5000} hideProgressBar newestOnTop theme="light" />
      </MantineProvider>
    </QueryClientProvider>
  );
}
