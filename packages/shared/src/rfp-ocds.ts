import { z } from 'zod';

/*
 * GET /v1/rfp/{id}/ocds (issue 18 item 8): an RFP as an Open Contracting Data Standard 1.1
 * release package. Field names are the standard's (release schema 1.1 and the extensions named
 * in `extensions`); docs/rfp.md "Open data" says how each is filled. Sealed amounts never
 * appear before the buyer opens the bids: `bids` is absent until then.
 */

export const OCDS_VERSION = '1.1';
/**
 * The ocid prefix: "ocds-" and six characters. A publisher registers its own with the Open
 * Contracting Partnership; this one marks data exported by the product.
 */
export const OCDS_PREFIX = 'ocds-prcura';
export const OCDS_CURRENCY = 'USD';

/** The extensions whose fields the release uses, by their published extension.json. */
export const OCDS_EXTENSIONS = [
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/v1.1.5/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_lots_extension/v1.1.5/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_enquiry_extension/v1.1.5/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_location_extension/v1.1.5/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_memberOf_extension/master/extension.json',
] as const;

/** The standard's party roles the product uses (partyRole codelist). */
export const OCDS_PARTY_ROLES = ['buyer', 'procuringEntity', 'tenderer', 'supplier'] as const;

const ZOrganizationReference = z.object({ id: z.string(), name: z.string() });
const ZPeriod = z.object({ startDate: z.string().optional(), endDate: z.string().optional(), durationInDays: z.number().int().optional() });
const ZValue = z.object({ amount: z.number(), currency: z.string() });
const ZAddress = z.object({
  streetAddress: z.string().optional(),
  locality: z.string().optional(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  countryName: z.string().optional(),
});

const ZParty = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OCDS_PARTY_ROLES)),
  address: ZAddress.optional(),
  /** memberOf extension: an outlet (branch or franchise) belongs to its vendor. */
  memberOf: z.array(ZOrganizationReference).optional(),
});

const ZItem = z.object({
  id: z.string(),
  description: z.string(),
  classification: z.object({ scheme: z.string(), id: z.string(), description: z.string() }),
  quantity: z.number(),
  unit: z.object({ name: z.string() }),
  /** lots extension */
  relatedLot: z.string(),
  /** location extension */
  deliveryAddress: ZAddress,
  deliveryLocation: z.object({ description: z.string(), geometry: z.object({ type: z.literal('Point'), coordinates: z.array(z.number()) }) }).optional(),
});

/** lots extension: a lot's status from the tender status codelist (docs/rfp.md "Open data"). */
const ZLot = z.object({ id: z.string(), title: z.string(), status: z.enum(['planning', 'active', 'cancelled', 'unsuccessful', 'complete']) });
const ZAmendment = z.object({ id: z.string(), date: z.string(), rationale: z.string(), description: z.string() });
const ZEnquiry = z.object({ id: z.string(), date: z.string(), description: z.string(), answer: z.string(), dateAnswered: z.string() });

const ZBid = z.object({
  id: z.string(),
  date: z.string().optional(),
  status: z.enum(['pending', 'valid', 'withdrawn']),
  tenderers: z.array(ZOrganizationReference),
  value: ZValue.optional(),
  relatedLots: z.array(z.string()).optional(),
});

export const ZOcdsReleaseSchema = z.object({
  ocid: z.string(),
  id: z.string(),
  date: z.string(),
  tag: z.array(z.string()),
  initiationType: z.literal('tender'),
  language: z.string(),
  parties: z.array(ZParty),
  buyer: ZOrganizationReference,
  tender: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().optional(),
    status: z.enum(['planning', 'active', 'cancelled', 'complete']),
    statusDetails: z.string(),
    procuringEntity: ZOrganizationReference.optional(),
    items: z.array(ZItem),
    procurementMethod: z.literal('selective'),
    procurementMethodDetails: z.string(),
    mainProcurementCategory: z.literal('services'),
    tenderPeriod: ZPeriod.optional(),
    enquiryPeriod: ZPeriod.optional(),
    hasEnquiries: z.boolean(),
    contractPeriod: ZPeriod.optional(),
    numberOfTenderers: z.number().int(),
    tenderers: z.array(ZOrganizationReference),
    amendments: z.array(ZAmendment),
    lots: z.array(ZLot),
    enquiries: z.array(ZEnquiry),
  }),
  /** bids extension: only once the buyer opened the bids. */
  bids: z.object({ details: z.array(ZBid) }).optional(),
  /** One award per awarded line (rfp_awards), contract-less: the contracts issue turns them into contracts. */
  awards: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
      /** awardStatus codelist: a recorded award is `active`. */
      status: z.enum(['pending', 'active', 'cancelled', 'unsuccessful']),
      date: z.string(),
      value: ZValue,
      suppliers: z.array(ZOrganizationReference),
      items: z.array(ZItem),
      contractPeriod: ZPeriod.optional(),
      /** lots extension */
      relatedLots: z.array(z.string()),
    }),
  ),
});
export type TOcdsRelease = z.infer<typeof ZOcdsReleaseSchema>;

export const ZOcdsReleasePackageSchema = z.object({
  uri: z.string(),
  version: z.literal(OCDS_VERSION),
  extensions: z.array(z.string()),
  publishedDate: z.string(),
  publisher: z.object({ name: z.string() }),
  releases: z.array(ZOcdsReleaseSchema),
});
export type TOcdsReleasePackage = z.infer<typeof ZOcdsReleasePackageSchema>;
