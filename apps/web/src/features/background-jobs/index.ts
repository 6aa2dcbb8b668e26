/** The job panel (in the signed-in shell) and what a feature that starts or follows a job uses. */
export { downloadJobResult } from './api';
export { BackgroundJobsDock } from './components/BackgroundJobsDock';
export { useJobStarted, useKnownBackgroundJobs, useStartExport, useStartJob } from './queries';
