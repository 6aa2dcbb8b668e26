import { Button, Group } from '@mantine/core';
import type { TAnalysisExportFormat } from '@procura/shared';
import type { ReactNode } from 'react';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useAnalysisExport } from '../use-analysis-export';

/**
 * "Export XLSX" and "Export PDF" for an RFP whose bids are opened: each starts a job in the
 * panel. Both wait while one is being started, and a double click queues one export.
 */
export function AnalysisExportButtons({ rfpId }: { rfpId: string }) {
  const exportAnalysis = useAnalysisExport(rfpId);
  const { pendingFormat } = exportAnalysis;
  const button = (format: TAnalysisExportFormat, label: string, icon: ReactNode) => (
    <Button
      variant="default"
      leftSection={icon}
      loading={pendingFormat === format}
      disabled={exportAnalysis.isPending && pendingFormat !== format}
      onClick={() => exportAnalysis.start(format)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs">
      {button('xlsx', 'Export XLSX', <IconFileSpreadsheet aria-hidden size={18} />)}
      {button('pdf', 'Export PDF', <IconFileTypePdf aria-hidden size={18} />)}
    </Group>
  );
}
