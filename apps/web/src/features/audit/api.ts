import { ZAuditPageSchema, ZUserOptionSchema, type TAuditPage, type TAuditQuery, type TUserOption } from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';

/** The provider's audit search (GET /v1/audit), with the query the URL was parsed into. */
export const listAudit = async (query: TAuditQuery, signal?: AbortSignal): Promise<TAuditPage> =>
  ZAuditPageSchema.parse(await http.get('/audit', query, { signal }));

/** People to filter the search by, as the actor filter is typed into. */
export const searchActors = async (search: string, signal?: AbortSignal): Promise<TUserOption[]> =>
  z.array(ZUserOptionSchema).parse(await http.get('/users/search', { search, limit: 20 }, { signal }));
