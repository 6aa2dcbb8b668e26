import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { createMigrate, FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistedState } from 'redux-persist';
import type { Storage as TPersistStorage } from 'redux-persist';
import { backgroundJobsSlice } from './background-jobs-slice';
import { resetStore } from './reset-action';
import { setRowsPerPageLimit, settingsSlice } from './settings-slice';

const rootReducer = combineReducers({
  [settingsSlice.name]: settingsSlice.reducer,
  [backgroundJobsSlice.name]: backgroundJobsSlice.reducer,
});

/**
 * localStorage behind redux-persist's async interface. Written here because the package's
 * own adapter is CommonJS and its default export does not survive ESM interop.
 */
const persistStorage: TPersistStorage = {
  getItem: (key: string) => Promise.resolve(localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};

/** Version 1 kept the jobs themselves too; they now live in the query cache. */
const migrations = {
  2: (state: PersistedState) => {
    const jobs = (state as { backgroundJobs?: { isOpen?: boolean; showTrigger?: boolean } } | undefined)?.backgroundJobs;
    if (!state || !jobs) return state;
    return { ...state, backgroundJobs: { isOpen: jobs.isOpen ?? false, showTrigger: jobs.showTrigger ?? true } } as PersistedState;
  },
};

/** Spec §4: only settings and the job panel's flags survive a reload; rehydration waits 5 s at most. */
const persistedReducer = persistReducer(
  { key: 'procura', version: 2, storage: persistStorage, whitelist: ['settings', 'backgroundJobs'], timeout: 5000, migrate: createMigrate(migrations) },
  rootReducer,
);

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefault) =>
    getDefault({
      // redux-persist's lifecycle actions carry functions; nothing else may.
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }),
});

export const persistor = persistStore(store);

/**
 * Resolves once the persisted state is back. The store loads at sign-in (not with the first
 * page), so a value set before then would be overwritten by the stored one.
 */
function rehydrated(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** Sign-out (spec §4): every slice emptied, persisted ones included, before the page moves on. */
export async function clearStore(): Promise<void> {
  await rehydrated();
  store.dispatch(resetStore());
  await persistor.flush();
}

/** Spec §9: the server's rows-per-page preference seeds the local one at sign-in. */
export async function seedRowsPerPage(limit: number): Promise<void> {
  await rehydrated();
  store.dispatch(setRowsPerPageLimit(limit));
}

export type TRootState = ReturnType<typeof rootReducer>;
export type TAppDispatch = typeof store.dispatch;

export const useAppDispatch = useDispatch.withTypes<TAppDispatch>();
export const useAppSelector = useSelector.withTypes<TRootState>();
