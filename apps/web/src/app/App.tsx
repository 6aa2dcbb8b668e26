import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { PersistGate } from 'redux-persist/integration/react';
import { queryClient } from '../providers/query-client';
import { router } from './router/router';
import { persistor, store } from '../providers/store';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <ReduxProvider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
            <RouterProvider router={router} />
            {/* Spec §9: top right, 5 s, no progress bar. */}
            <ToastContainer position="top-right" autoClose={5000} hideProgressBar newestOnTop theme="light" />
          </MantineProvider>
        </QueryClientProvider>
      </PersistGate>
    </ReduxProvider>
  );
}
