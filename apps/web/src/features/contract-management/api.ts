import { ZCoverageGridSchema, type TCoverageGrid, type TCoverageQuery } from '@procura/shared';
import { http } from '../../lib/http';

/** GET /v1/contract-management/coverage (docs/api.md "Contract Management"). */
export const getCoverage = async (query: TCoverageQuery, signal?: AbortSignal): Promise<TCoverageGrid> =>
  ZCoverageGridSchema.parse(await http.get('/contract-management/coverage', query, { signal }));
