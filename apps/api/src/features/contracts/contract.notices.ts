import { ROUTES } from '@procura/shared';
import type { TNotifier, TOutboxEvent } from '../notifications/notifications.service.js';

/*
 * What a contract's changes tell, and whom (docs/notifications.md "Events"): the client's
 * workspace, the provider and the vendor's workspace, each person only if they may read the
 * contract when it is delivered (a vendor does not read a draft, so it hears of the activation).
 */

/** The contract as an event names it. */
export interface TContractRef {
  id: string;
  tenantId: string;
  /** The vendor's workspace (a contract's only party). */
  partyTenantIds: string[];
  number: string;
  title: string;
}

/** Publishing is the maker's: it asks for the delivery after its own commit. */
export type TContractTeller = Pick<TNotifier, 'publish'>;

const event = (contract: TContractRef, by: { tenantId: string; userId: string | null }) => ({
  tenantId: by.tenantId,
  subjectType: 'contract',
  subjectId: contract.id,
  link: `${ROUTES.contracts}/${contract.id}`,
  audienceTenantIds: [contract.tenantId, ...contract.partyTenantIds],
  audienceProvider: true,
  actorUserId: by.userId,
});

export const contractNotices = {
  created(contract: TContractRef, by: { tenantId: string; userId: string }): TOutboxEvent {
    return {
      ...event(contract, by),
      kind: 'contract_created',
      title: `Contract ${contract.number} is created`,
      body: `The contract “${contract.title}” is created as a draft.`,
      dedupeKey: `contract_created:${contract.id}`,
    };
  },

  activated(contract: TContractRef, by: { tenantId: string; userId: string }): TOutboxEvent {
    return {
      ...event(contract, by),
      kind: 'contract_activated',
      title: `Contract ${contract.number} is active`,
      body: `The contract “${contract.title}” is now active.`,
      dedupeKey: `contract_activated:${contract.id}`,
    };
  },

  /**
   * A renewals alert (docs/contracts.md "Renewals and alerts"): the client's workspace and the
   * provider, as its mail; the mail is its e-mail, so the bell alone (`mailed: false`).
   */
  deadline(contract: Omit<TContractRef, 'partyTenantIds'>, alert: { id: string; kind: 'EXPIRING' | 'NOTICE_DEADLINE'; dueOn: string }): TOutboxEvent {
    const expiring = alert.kind === 'EXPIRING';
    return {
      ...event({ ...contract, partyTenantIds: [] }, { tenantId: contract.tenantId, userId: null }),
      kind: expiring ? 'contract_renewal_deadline' : 'contract_notice_deadline',
      title: expiring ? `Contract ${contract.number} ends ${alert.dueOn}` : `Last day to stop contract ${contract.number} renewing: ${alert.dueOn}`,
      body: expiring
        ? `The contract “${contract.title}” ends on ${alert.dueOn} and does not renew by itself. Renew it, replace it or let it end.`
        : `The contract “${contract.title}” renews by itself unless notice is given by ${alert.dueOn}.`,
      mailed: false,
      dedupeKey: `contract_alert:${alert.id}`,
    };
  },
};
