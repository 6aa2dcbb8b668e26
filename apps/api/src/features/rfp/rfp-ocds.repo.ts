import { sql } from 'drizzle-orm';
import { queryRows, type TScopedTx } from '../../platform/database.js';

export interface TOcdsLineRow {
  id: string;
  propertyId: string;
  propertyName: string;
  propertyCode: string;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  serviceId: string;
  serviceName: string;
}

export interface TOcdsBidderRow {
  bidId: string | null;
  vendorId: string;
  vendorName: string;
  parentId: string | null;
  parentName: string | null;
  bidStatus: string | null;
  submittedAt: Date | null;
}

export interface TOcdsBidValueRow {
  bidId: string;
  termAmount: number;
  propertyIds: string[];
}

/**
 * What the OCDS release reads, in the buyer's scope: row security decides what is there, so a
 * sealed bid's amounts are simply absent until the bids are opened (docs/rfp.md "Sealed bids").
 */
export const rfpOcdsRepo = {
  /** The provider's organisation: the procuring entity of every RFP. */
  async provider(tx: TScopedTx): Promise<{ id: string; name: string } | undefined> {
    const [row] = await queryRows<{ id: string; name: string }>(tx, sql`select id, name from tenants where type = 'connexus' order by created_at limit 1`);
    return row;
  },

  lines(tx: TScopedTx, rfpId: string): Promise<TOcdsLineRow[]> {
    return queryRows<TOcdsLineRow>(
      tx,
      sql`select id, property_id as "propertyId", property_name as "propertyName", property_code as "propertyCode", address_line1 as "addressLine1",
            city_name as "cityName", state_code as "stateCode", zip, latitude, longitude, service_id as "serviceId", service_name as "serviceName"
          from rfp_lines where rfp_id = ${rfpId} order by position, id`,
    );
  },

  /** Every invited vendor with its bid's state (not sealed: who submitted and when). */
  bidders(tx: TScopedTx, rfpId: string): Promise<TOcdsBidderRow[]> {
    return queryRows<TOcdsBidderRow>(
      tx,
      sql`select b.id as "bidId", i.vendor_id as "vendorId", coalesce(v.name, '') as "vendorName", pv.id as "parentId", pv.name as "parentName",
            b.status as "bidStatus", b.submitted_at as "submittedAt"
          from rfp_invitations i
          left join vendors v on v.id = i.vendor_id
          left join vendors pv on pv.id = v.parent_vendor_id
          left join bids b on b.invitation_id = i.id
          where i.rfp_id = ${rfpId} order by lower(coalesce(v.name, '')), i.vendor_id`,
    );
  },

  /** Each bid's current submission: its value over the term and the properties it covers. Sealed rows read as none. */
  async bidValues(tx: TScopedTx, rfpId: string): Promise<TOcdsBidValueRow[]> {
    const rows = await queryRows<{ bidId: string; termAmount: string | number; propertyIds: string[] }>(
      tx,
      sql`select bl.bid_id as "bidId", sum(bl.term_amount) as "termAmount", array_agg(distinct l.property_id::text) as "propertyIds"
          from bid_lines bl join bids b on b.id = bl.bid_id join rfp_lines l on l.id = bl.rfp_line_id
          where bl.rfp_id = ${rfpId} and bl.submission_number = b.current_submission
          group by bl.bid_id`,
    );
    return rows.map((r) => ({ ...r, termAmount: Number(r.termAmount) }));
  },

  addenda(tx: TScopedTx, rfpId: string) {
    return queryRows<{ number: number; summary: string; publishedAt: Date; bidsDueAtBefore: Date | null; bidsDueAtAfter: Date | null }>(
      tx,
      sql`select number, summary, published_at as "publishedAt", bids_due_at_before as "bidsDueAtBefore", bids_due_at_after as "bidsDueAtAfter"
          from rfp_addenda where rfp_id = ${rfpId} order by number`,
    );
  },

  /** Published answers: the question as published, never its asker. */
  answers(tx: TScopedTx, rfpId: string) {
    return queryRows<{ id: string; questionText: string; answerText: string; publishedAt: Date }>(
      tx,
      sql`select id, question_text as "questionText", answer_text as "answerText", published_at as "publishedAt"
          from rfp_answers where rfp_id = ${rfpId} order by published_at, id`,
    );
  },
};
