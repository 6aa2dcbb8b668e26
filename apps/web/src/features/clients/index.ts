/** The shell's workspace banner and the geography picker the vendor form shares. */
export { WorkspaceBanner } from './components/WorkspaceBanner';
