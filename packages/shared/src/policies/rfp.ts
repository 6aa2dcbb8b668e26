import { can } from '../permissions.js';
import type { TRfpAnalysisAbilities } from '../bid-analysis.js';
import type { TRfpAbilities, TRfpStatus } from '../rfp.js';
import { isProvider, type TPolicyActor } from './actor.js';

/*
 * Requests for proposal, beyond the routes' Client Management permission (docs/rfp.md "Who does
 * what"): the buyer side (the provider, and a client for its own RFPs) writes them; a vendor
 * workspace reads the RFPs it is invited to and answers with a bid. Closing by hand is the
 * provider's (the due-time job closes the others); opening the bids is the buyer's, once closed.
 */

type TRfpActor = Pick<TPolicyActor, 'kind' | 'permissions'>;
type TRfpRow = { status: TRfpStatus; bidsDueAt: Date | string | null; openedAt: Date | string | null };

const isBuyer = (actor: TRfpActor) => actor.kind !== 'vendor';
const mayEdit = (actor: TRfpActor) => isBuyer(actor) && can(actor.permissions, 'client_management', 'Edit');

/** RFP documents from a template: the buyer with Edit, whatever the RFP's state (the job reads it as it is). */
export const canMakeRfpDocuments = (actor: TRfpActor): boolean => mayEdit(actor);

export const canCreateRfp = (actor: TRfpActor): boolean => isBuyer(actor) && can(actor.permissions, 'client_management', 'Create');

const beforeDue = (rfp: TRfpRow, now: Date) => rfp.bidsDueAt !== null && new Date(rfp.bidsDueAt).getTime() > now.getTime();

export function rfpAbilities(actor: TRfpActor, rfp: TRfpRow, now: Date): TRfpAbilities {
  const draft = rfp.status === 'DRAFT';
  const open = rfp.status === 'PUBLISHED';
  return {
    edit: mayEdit(actor) && (draft || open),
    delete: draft && isBuyer(actor) && can(actor.permissions, 'client_management', 'Delete'),
    publish: draft && mayEdit(actor),
    close: open && isProvider(actor) && mayEdit(actor),
    cancel: (draft || open) && mayEdit(actor),
    openBids: rfp.status === 'CLOSED' && rfp.openedAt === null && mayEdit(actor),
    bid: open && actor.kind === 'vendor' && beforeDue(rfp, now) && can(actor.permissions, 'client_management', 'View'),
    makeDocuments: canMakeRfpDocuments(actor),
  };
}

/**
 * What the buyer may do in the Bid Analysis Report once the bids are opened (docs/rfp.md
 * "Leveling", "Awarding"): level the bids while no line is decided for good, award while the
 * RFP is closed or partly awarded, re-issue its unawarded lines as a new draft once bidding is
 * over (docs/rfp.md "Re-issuing unawarded lines"). Reading the report needs only the view permission.
 */
export function rfpAnalysisAbilities(actor: TRfpActor, rfp: Pick<TRfpRow, 'status' | 'openedAt'>): TRfpAnalysisAbilities {
  const opened = rfp.openedAt !== null && mayEdit(actor);
  return {
    level: opened,
    award: opened && (rfp.status === 'CLOSED' || rfp.status === 'PARTIALLY_AWARDED'),
    // Re-issuing writes a new RFP: the right to create one, once bidding on this one is over.
    reissue: canCreateRfp(actor) && (rfp.status === 'CLOSED' || rfp.status === 'PARTIALLY_AWARDED' || rfp.status === 'AWARDED'),
  };
}
