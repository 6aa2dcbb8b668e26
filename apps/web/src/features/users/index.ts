/** The property contact and access pickers search a client's people with this call. */
export { listUsers } from './api';
