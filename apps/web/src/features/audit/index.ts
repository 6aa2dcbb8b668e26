export { AUDIT_PATH } from './audit-labels';
