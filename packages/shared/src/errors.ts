import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const ZApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
