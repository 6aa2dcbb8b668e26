/**
 * What other features use of sign-in (docs/architecture.md "Web app"): its card header and
 * alert on the public pages, the password-confirmation rule in settings. Its pages are
 * lazy-loaded by app/router.
 */
export { AuthCardHeader } from './components/AuthCardHeader';
export { FormAlert } from './components/FormAlert';
export { withPasswordConfirmation } from './password-confirmation';
