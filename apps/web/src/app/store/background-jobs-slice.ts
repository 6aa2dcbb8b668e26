import type { TBackgroundJob } from '@procura/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetStore } from './reset-action';

export interface TBackgroundJobsState {
  jobs: Record<string, TBackgroundJob>;
  isOpen: boolean;
  showTrigger: boolean;
  /** The job the user just started: it is followed even while the panel is closed. */
  watchedJobId: string | null;
}

const initialState: TBackgroundJobsState = { jobs: {}, isOpen: false, showTrigger: true, watchedJobId: null };

export const backgroundJobsSlice = createSlice({
  name: 'backgroundJobs',
  initialState,
  reducers: {
    /** The server's list is the truth: jobs it no longer returns are dropped. */
    jobsReceived(state, action: PayloadAction<readonly TBackgroundJob[]>) {
      state.jobs = Object.fromEntries(action.payload.map((job) => [job.id, job]));
      const watched = state.watchedJobId ? state.jobs[state.watchedJobId] : undefined;
      if (!watched || watched.status !== 'pending') state.watchedJobId = null;
    },
    jobStarted(state, action: PayloadAction<TBackgroundJob>) {
      state.jobs[action.payload.id] = action.payload;
      state.watchedJobId = action.payload.id;
      state.isOpen = true;
    },
    setPanelOpen(state, action: PayloadAction<boolean>) {
      state.isOpen = action.payload;
    },
    setShowTrigger(state, action: PayloadAction<boolean>) {
      state.showTrigger = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(resetStore, () => initialState),
});

export const { jobsReceived, jobStarted, setPanelOpen, setShowTrigger } = backgroundJobsSlice.actions;
