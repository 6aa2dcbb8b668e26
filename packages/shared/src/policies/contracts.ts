import type { TContractStatus } from '../contract-enums.js';
import type { TContractAbilities, TContractMissing } from '../contracts.js';
import { can } from '../permissions.js';
import type { TPolicyActor } from './actor.js';

/*
 * Contracts (docs/contracts.md "Who does what"): every signed-in person reads what row security
 * shows them (the provider all, a client its own, a vendor its own and its outlets'). The buyer
 * (the provider, or the client for its own) changes them with Client Management: Create to
 * enter one, Edit to amend, move and add documents, Delete to delete a draft. A vendor never
 * changes a contract, not even one it is party to.
 */

type TContractActor = Pick<TPolicyActor, 'kind' | 'permissions'>;
type TContractRow = { status: TContractStatus };

const isBuyer = (actor: TContractActor) => actor.kind === 'provider' || actor.kind === 'client';
const mayEdit = (actor: TContractActor) => isBuyer(actor) && can(actor.permissions, 'client_management', 'Edit');

export const canCreateContract = (actor: TContractActor): boolean => isBuyer(actor) && can(actor.permissions, 'client_management', 'Create');

/** Amendments while the contract is in the making or in force; an ended one is kept as it ended. */
const AMENDABLE: readonly TContractStatus[] = ['DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE'];

export function contractAbilities(actor: TContractActor, contract: TContractRow): TContractAbilities {
  const edit = mayEdit(actor);
  return {
    edit: edit && AMENDABLE.includes(contract.status),
    delete: contract.status === 'DRAFT' && isBuyer(actor) && can(actor.permissions, 'client_management', 'Delete'),
    submit: edit && contract.status === 'DRAFT',
    activate: edit && (contract.status === 'DRAFT' || contract.status === 'PENDING_FOR_APPROVAL'),
    terminate: edit && contract.status === 'ACTIVE',
  };
}

/** What activation needs (docs/contracts.md "Statuses"): the dates, a line, and the signed copy when the client requires one. */
export function activationMissing(contract: {
  startOn: string | null;
  endOn: string | null;
  lineCount: number;
  signedDocumentRequired: boolean;
  signedDocumentCount: number;
}): TContractMissing[] {
  const missing: TContractMissing[] = [];
  if (!contract.startOn) missing.push({ field: 'startOn', message: 'Set the start date.' });
  if (!contract.endOn) missing.push({ field: 'endOn', message: 'Set the end date.' });
  if (contract.lineCount === 0) missing.push({ field: 'lines', message: 'Add at least one property and service line.' });
  if (contract.signedDocumentRequired && contract.signedDocumentCount === 0)
    missing.push({ field: 'documents', message: 'Upload the signed contract: the client requires it before activation.' });
  return missing;
}
