import { z } from 'zod';
import { VENDOR_TENANT_TYPES } from './enums.js';
import { pageOf } from './pagination.js';

/*
 * Which vendors may be invited for a line of work (a property × a service) on a date: approved
 * and active, compliant on that date (a W-9 on file and a certificate of insurance in force on
 * it), offering the service and serving the property's county or whole state. Requests for
 * proposal list the others with the reasons they are out (issue 18, "Vendor eligibility per line").
 */

/** Why a vendor is out for every line. */
export const VENDOR_INELIGIBILITY_REASONS = ['NOT_APPROVED', 'INACTIVE', 'NO_W9', 'NO_INSURANCE_ON_DATE'] as const;
export type TVendorIneligibilityReason = (typeof VENDOR_INELIGIBILITY_REASONS)[number];
/** Why a vendor is out for one line. */
export const LINE_INELIGIBILITY_REASONS = ['SERVICE_NOT_OFFERED', 'AREA_NOT_SERVED'] as const;
export type TLineIneligibilityReason = (typeof LINE_INELIGIBILITY_REASONS)[number];

export const INELIGIBILITY_REASON_LABELS: Record<TVendorIneligibilityReason | TLineIneligibilityReason, string> = {
  NOT_APPROVED: 'Not approved',
  INACTIVE: 'Inactive',
  NO_W9: 'No W-9 on file',
  NO_INSURANCE_ON_DATE: 'No certificate of insurance in force on the date',
  SERVICE_NOT_OFFERED: 'Does not offer the service',
  AREA_NOT_SERVED: 'Does not serve the property’s county or state',
};

/** At most this many lines (properties × services) per question. */
export const MAX_ELIGIBILITY_LINES = 2000;

export const ZVendorEligibilityQuerySchema = z
  .strictObject({
    propertyIds: z.array(z.uuid('Not a valid property id.')).min(1, 'Choose at least one property.').max(MAX_ELIGIBILITY_LINES),
    serviceIds: z.array(z.uuid('Not a valid service id.')).min(1, 'Choose at least one service.').max(100),
    /** The day the work would start: compliance is judged on it. */
    onDate: z.iso.date('Use a date like 2026-11-01.'),
    /** Only these vendors; without it, every vendor the caller sees that offers one of the services. */
    vendorIds: z.array(z.uuid('Not a valid vendor id.')).min(1).max(500).optional(),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .refine((q) => new Set(q.propertyIds).size * new Set(q.serviceIds).size <= MAX_ELIGIBILITY_LINES, {
    message: `Ask about at most ${MAX_ELIGIBILITY_LINES} lines (properties × services) at once.`,
    path: ['propertyIds'],
  });
export type TVendorEligibilityQuery = z.output<typeof ZVendorEligibilityQuerySchema>;
export type TVendorEligibilityQueryInput = z.input<typeof ZVendorEligibilityQuerySchema>;

export const ZLineEligibilitySchema = z.object({
  propertyId: z.string(),
  serviceId: z.string(),
  eligible: z.boolean(),
  /** The vendor-wide reasons and this line's own. */
  reasons: z.array(z.enum([...VENDOR_INELIGIBILITY_REASONS, ...LINE_INELIGIBILITY_REASONS])),
});
export type TLineEligibility = z.infer<typeof ZLineEligibilitySchema>;

export const ZVendorEligibilitySchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  vendorType: z.enum(VENDOR_TENANT_TYPES),
  /** Eligible for every line asked about. */
  eligible: z.boolean(),
  /** Why it is out for every line (empty when that is not so). */
  reasons: z.array(z.enum(VENDOR_INELIGIBILITY_REASONS)),
  lines: z.array(ZLineEligibilitySchema),
});
export type TVendorEligibility = z.infer<typeof ZVendorEligibilitySchema>;

/** Candidate vendors by name, a page at a time, each with every line. */
export const ZVendorEligibilityPageSchema = pageOf(ZVendorEligibilitySchema).extend({ onDate: z.string() });
export type TVendorEligibilityPage = z.infer<typeof ZVendorEligibilityPageSchema>;
