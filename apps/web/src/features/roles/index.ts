/** The people screens pick roles from this list. */
export { useRoles } from './queries';
