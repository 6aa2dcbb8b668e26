/*
 * The policies (docs/architecture.md "Policies and abilities"): per feature, the rules of who
 * may do what to which row, used by the API's services and by the `abilities` its answers
 * carry. The web app does not import these (a lint rule): it shows what `abilities` say.
 */
export * from './actor.js';
export * from './vendors.js';
