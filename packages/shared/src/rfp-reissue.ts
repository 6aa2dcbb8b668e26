import { z } from 'zod';
import { ZRfpSchema } from './rfp.js';

/**
 * `POST /v1/rfp/{id}/reissue` (docs/rfp.md "Re-issuing unawarded lines"): the draft RFP that
 * re-issues the source's unawarded lines. `created` is false when the source was re-issued
 * before: the same draft comes back (201 when made now, 200 when it already existed).
 */
export const ZRfpReissueSchema = z.object({
  created: z.boolean(),
  sourceRfpId: z.string(),
  /**
   * The source's service start, when it had passed (on or before today in the RFP's time zone)
   * and the draft goes without one: the buyer sets a new date before publishing. Null otherwise.
   */
  clearedServiceStartOn: z.string().nullable(),
  rfp: ZRfpSchema,
});
export type TRfpReissue = z.infer<typeof ZRfpReissueSchema>;
