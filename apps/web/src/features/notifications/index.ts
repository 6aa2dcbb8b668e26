/** The bell (in the signed-in shell's header) and the e-mail settings (in Settings). */
export { NotificationBell } from './components/NotificationBell';
export { NotificationPreferencesForm } from './components/NotificationPreferencesForm';
