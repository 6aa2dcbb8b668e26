/** The demo world's sign-ins (issue #2 §9), shared by the seed, the API tests and e2e. */
export const DEMO_ACCOUNTS = {
  providerAdmin: 'provider.admin@example.com',
  providerCoordinator: 'provider.coordinator@example.com',
  clientAdmin: 'client.admin@example.com',
  clientPm: 'client.pm@example.com',
  vendorAdmin: 'vendor.admin@example.com',
  branchUser: 'branch.user@example.com',
  franchiseUser: 'franchise.user@example.com',
} as const;

export const DEFAULT_DEMO_PASSWORD = 'Procura-demo-1';
