import { z } from 'zod';
import { access } from '../../platform/access.js';

export const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });
/** The version is checked after the text is found (a foreign id is 404 whatever follows it). */
export const ZVersionParams = ZIdParams.extend({ version: z.string().max(20) });
export const ZDiffQuery = z.object({ from: z.string().max(20).optional(), to: z.string().max(20).optional() });

export const sowAccess = {
  view: access.anyOf(['client_management', 'View']),
  create: access.anyOf(['client_management', 'Create']),
  edit: access.anyOf(['client_management', 'Edit']),
};
