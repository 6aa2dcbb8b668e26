/** The shell's workspace banner and the geography picker the vendor form shares. */
export type { TGeoOption } from './api';
export { GeoPicker } from './components/GeoPicker';
export { WorkspaceBanner } from './components/WorkspaceBanner';
