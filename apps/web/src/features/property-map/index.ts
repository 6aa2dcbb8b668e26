/**
 * Nothing of this feature is used by another one; its pages are lazy-loaded by app/router.
 * Whatever another feature comes to need is exported here (docs/architecture.md "Web app").
 */
export {};
