import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetStore } from './reset-action';

export interface TSettingsState {
  isSideNavCollapse: boolean;
  /** 0 = no preference yet; list screens then use DEFAULT_PAGE_LIMIT (spec §9). */
  rowsPerPageLimit: number;
}

const initialState: TSettingsState = { isSideNavCollapse: false, rowsPerPageLimit: 0 };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    setSideNavCollapse(state, action: PayloadAction<boolean>) {
      state.isSideNavCollapse = action.payload;
    },
    toggleSideNav(state) {
      state.isSideNavCollapse = !state.isSideNavCollapse;
    },
    setRowsPerPageLimit(state, action: PayloadAction<number>) {
      state.rowsPerPageLimit = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(resetStore, () => initialState),
});

export const { setSideNavCollapse, toggleSideNav, setRowsPerPageLimit } = settingsSlice.actions;
