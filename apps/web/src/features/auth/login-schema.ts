/**
 * The sign-in form's schema on its own, so the page can load it (and zod) on first use rather
 * than with the page: the sign-in page is the first download of every visit.
 */
export { ZLoginSchema } from '@procura/shared';
