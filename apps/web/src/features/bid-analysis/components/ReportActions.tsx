import { Button, Group } from '@mantine/core';
import type { TRfpAnalysisAbilities } from '@procura/shared';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { rfpPath } from '../../rfp';
import { useReissueRfp } from '../queries';
import { AnalysisExportButtons } from './AnalysisExportButtons';

/**
 * The report's own actions: the exports, and re-issuing the lines nobody was awarded as a new
 * draft RFP (docs/rfp.md "Re-issuing unawarded lines"), which then opens. A repeat of the
 * re-issue answers the same draft, so a double click makes one.
 */
export function ReportActions({ rfpId, abilities, unawardedLines }: { rfpId: string; abilities: TRfpAnalysisAbilities; unawardedLines: number }) {
  const [isConfirming, setConfirming] = useState(false);
  const reissue = useReissueRfp(rfpId);
  const navigate = useNavigate();
  const canReissue = abilities.reissue && unawardedLines > 0;
  return (
    <Group gap="xs" wrap="wrap">
      <AnalysisExportButtons rfpId={rfpId} />
      {canReissue ? (
        <Button variant="default" leftSection={<IconRepeat aria-hidden size={18} />} onClick={() => setConfirming(true)}>
          Re-issue unawarded lines
        </Button>
      ) : null}
      <ConfirmModal
        isOpen={isConfirming}
        title="Re-issue unawarded lines"
        message={`The ${unawardedLines === 1 ? 'line' : `${unawardedLines} lines`} not awarded ${unawardedLines === 1 ? 'becomes' : 'become'} a new draft RFP for the same client, with the same vendors invited as drafts. Nobody is told until you publish it.`}
        confirmLabel="Re-issue"
        isDestructive={false}
        isPending={reissue.isPending}
        onConfirm={() => reissue.mutate(undefined, { onSuccess: (answer) => void navigate(rfpPath(answer.rfp.id)) })}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
