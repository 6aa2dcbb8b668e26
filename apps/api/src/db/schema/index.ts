export * from './tenants.js';
export * from './users.js';
export * from './roles.js';
export * from './auth.js';
export * from './jobs.js';
export * from './rate-limits.js';
