import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetStore } from './reset-action';

/** Spec §3: the panel's flags only; the jobs themselves live in the query cache (features/background-jobs). */
export interface TBackgroundJobsState {
  isOpen: boolean;
  showTrigger: boolean;
}

const initialState: TBackgroundJobsState = { isOpen: false, showTrigger: true };

export const backgroundJobsSlice = createSlice({
  name: 'backgroundJobs',
  initialState,
  reducers: {
    setPanelOpen(state, action: PayloadAction<boolean>) {
      state.isOpen = action.payload;
    },
    setShowTrigger(state, action: PayloadAction<boolean>) {
      state.showTrigger = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(resetStore, () => initialState),
});

export const { setPanelOpen, setShowTrigger } = backgroundJobsSlice.actions;
