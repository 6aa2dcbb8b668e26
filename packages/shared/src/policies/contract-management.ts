import { can } from '../permissions.js';
import type { TPolicyActor } from './actor.js';

/**
 * Contract Management's coverage grid is the client's and the provider's view of their portfolio:
 * whoever reads properties there reads their coverage. A vendor reads neither the client's
 * properties nor their required services, so it has no grid (docs/contracts.md "Coverage").
 */
export const canViewCoverage = (actor: TPolicyActor): boolean => actor.kind !== 'vendor' && can(actor.permissions, 'property_management', 'View');
