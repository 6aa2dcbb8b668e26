import type { TRfpLineUpdate } from '@procura/shared';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { addRfpLines, removeRfpLines, updateRfpLine } from './api';
import { rfpKeys } from './queries';

/*
 * A draft's lines edited from its page: every change refetches the RFP (its line count and
 * publish blocker) and its lines, which live under the RFP's detail key.
 */

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const stale = (rfpId: string) => [rfpKeys.detail(rfpId), rfpKeys.lists()];

export function useAddRfpLines(rfpId: string, binding?: TMutationForm) {
  return useAppMutation({
    ...binding,
    mutationFn: (input: { propertyIds: string[]; serviceIds: string[] }) => addRfpLines(rfpId, input),
    successToast: (added): TToastText => ({
      title: 'Lines Added',
      description:
        added.kept > 0
          ? `${plural(added.added, 'line was', 'lines were')} added; ${plural(added.kept, 'was', 'were')} already on the RFP.`
          : `${plural(added.added, 'line was', 'lines were')} added.`,
    }),
    invalidates: stale(rfpId),
  });
}

export function useUpdateRfpLine(rfpId: string, binding?: TMutationForm) {
  return useAppMutation({
    ...binding,
    mutationFn: ({ lineId, input }: { lineId: string; input: TRfpLineUpdate }) => updateRfpLine(rfpId, lineId, input),
    successToast: { title: 'Line Saved', description: 'Its scope of work and figures are saved.' },
    invalidates: stale(rfpId),
  });
}

export function useRemoveRfpLines(rfpId: string) {
  return useAppMutation({
    mutationFn: (lineIds: readonly string[]) => removeRfpLines(rfpId, lineIds),
    successToast: ({ removed }): TToastText => ({
      title: 'Lines Removed',
      description: `${plural(removed, 'line was', 'lines were')} taken out of the draft.`,
    }),
    invalidates: stale(rfpId),
  });
}
