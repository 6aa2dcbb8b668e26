import { ZAwardListSchema, type TAwardList } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { bidKeys } from '../queries';

/** GET /v1/rfp/{id}/awards as a vendor reads it: its own awards and which of its priced lines it won or lost. */
const getAwards = async (id: string, signal?: AbortSignal): Promise<TAwardList> =>
  ZAwardListSchema.parse(await http.get(`/rfp/${encodeURIComponent(id)}/awards`, undefined, { signal }));

export function useVendorAwards(id: string, enabled: boolean) {
  return useQuery({ queryKey: [...bidKeys.rfp(id), 'awards'], queryFn: ({ signal }) => getAwards(id, signal), enabled, refetchOnMount: true });
}
