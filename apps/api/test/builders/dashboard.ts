import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bids, rfpAnswers, rfpInvitations, rfpQuestions, rfps } from '../../src/db/schema/index.js';
import type { TExecutor } from '../../src/platform/database.js';

type TClient = { tenantId: string; clientId: string; name: string };
type TVendor = { tenantId: string; vendorId: string };

/** The rows the dashboard counts, written straight to the tables: an RFP in any state, an invitation, a bid, a question and its answer. */
export function dashboardRows(db: TExecutor) {
  async function insertRfp(
    client: TClient,
    fields: { status: string; bidsDueAt?: Date | null; closedAt?: Date | null; openedAt?: Date | null; partyTenantIds?: string[] },
  ) {
    const [row] = await db
      .insert(rfps)
      .values({
        tenantId: client.tenantId,
        partyTenantIds: fields.partyTenantIds ?? [],
        clientId: client.clientId,
        clientName: client.name,
        number: `RFP-${crypto.randomUUID().slice(0, 6)}`,
        title: 'Dashboard test RFP',
        status: fields.status,
        bidsDueAt: fields.bidsDueAt ?? null,
        closedAt: fields.closedAt ?? null,
        openedAt: fields.openedAt ?? null,
      })
      .returning({ id: rfps.id });
    return row.id;
  }

  /** `vendor` invited to `rfpId`, with its bid in `bidStatus` (none when null). */
  async function invite(client: TClient, rfpId: string, vendor: TVendor, bidStatus: 'DRAFT' | 'SUBMITTED' | null = null) {
    const [inv] = await db
      .insert(rfpInvitations)
      .values({ tenantId: client.tenantId, partyTenantIds: [vendor.tenantId], rfpId, vendorId: vendor.vendorId, vendorTenantId: vendor.tenantId })
      .returning({ id: rfpInvitations.id });
    let bidId: string | null = null;
    if (bidStatus) {
      const [bid] = await db
        .insert(bids)
        .values({
          tenantId: vendor.tenantId,
          partyTenantIds: [client.tenantId],
          rfpId,
          invitationId: inv.id,
          status: bidStatus,
          submittedAt: bidStatus === 'SUBMITTED' ? new Date() : null,
        })
        .returning({ id: bids.id });
      bidId = bid.id;
    }
    return { invitationId: inv.id, bidId };
  }

  /** A vendor's question on its bid, answered (published to `answeredTo`) when `answeredTo` is given. */
  async function ask(client: TClient, rfpId: string, vendor: TVendor, bidId: string, answeredTo?: string[]) {
    const [q] = await db
      .insert(rfpQuestions)
      .values({ tenantId: vendor.tenantId, partyTenantIds: [client.tenantId], rfpId, bidId, questionText: 'Is salting included?' })
      .returning({ id: rfpQuestions.id });
    if (answeredTo) {
      await db
        .insert(rfpAnswers)
        .values({ tenantId: client.tenantId, partyTenantIds: answeredTo, rfpId, questionId: q.id, questionText: 'Is salting included?', answerText: 'Yes.' });
    }
    return q.id;
  }

  /** The RFP closed at its due time (bids are written while it is open: the database refuses them after). */
  async function close(rfpId: string, at: Date) {
    await db.update(rfps).set({ status: 'CLOSED', bidsDueAt: at, closedAt: at }).where(eq(rfps.id, rfpId));
  }

  return { insertRfp, invite, ask, close };
}
