import { z } from 'zod';

/*
 * A line's scope of work as an invited vendor reads it (docs/rfp.md "The vendor's inbox"): the
 * client's scope pinned at publishing (or by the addendum that added the line), never the
 * client's later edits.
 */
export const ZRfpLineScopeSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  /** The client's scope version pinned. */
  version: z.number().int(),
  /** The scope's words as plain text (paragraphs kept as line breaks). */
  text: z.string(),
});
export type TRfpLineScope = z.infer<typeof ZRfpLineScopeSchema>;
