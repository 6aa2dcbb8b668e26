import { createAction } from '@reduxjs/toolkit';

/** Sign-out empties every slice (spec §4), persisted ones included. */
export const resetStore = createAction('app/reset');
