/** What the router reads of contracts without loading their screens: where the existing-contracts queue lives and who opens it. */
export { EXISTING_PATH, EXISTING_REQUIREMENT } from './existing/existing-route';
