import { Alert, Button, FileButton, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { UPLOAD_RULES, type TBid } from '@procura/shared';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { acceptFor } from '../../../lib/upload';
import { useDownloadBidSheet, useUploadBidSheet } from '../queries';
import { refusedCellsOf } from './refused-cells';

/**
 * The bid as a spreadsheet (docs/rfp.md "Bid sheet"): download the lines with the draft filled
 * in, price them in Excel, upload the sheet back as the whole draft. Refused cells are listed by
 * row and column and nothing is saved. Each button is busy while its call runs (a double click
 * sends once); uploading waits for unsaved grid edits to be saved, since the sheet replaces them.
 */
export function BidSheetPanel({
  rfpId,
  canUpload,
  isGridDirty,
  onUploaded,
}: {
  rfpId: string;
  canUpload: boolean;
  isGridDirty: boolean;
  onUploaded: (bid: TBid) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const download = useDownloadBidSheet(rfpId);
  const upload = useUploadBidSheet(rfpId, setProgress);
  const refused = refusedCellsOf(upload.error);

  const choose = (file: File | null) => {
    if (!file || upload.isPending) return;
    upload.reset();
    upload.mutate(file, { onSuccess: onUploaded, onSettled: () => setProgress(null) });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="md">
              Bid sheet
            </Title>
            <Text size="sm" c="dimmed">
              {canUpload
                ? `Price the lines in Excel and upload the sheet: it becomes your whole draft. ${UPLOAD_RULES.bid_sheet.label}.`
                : 'The lines and your prices as an Excel sheet.'}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconDownload aria-hidden size={16} />} loading={download.isPending} onClick={() => download.mutate()}>
              Download bid sheet
            </Button>
            {canUpload ? (
              <FileButton onChange={choose} accept={acceptFor('bid_sheet')}>
                {(props) => (
                  <Button {...props} leftSection={<IconUpload aria-hidden size={16} />} loading={upload.isPending} disabled={isGridDirty}>
                    Upload bid sheet
                  </Button>
                )}
              </FileButton>
            ) : null}
          </Group>
        </Group>
        {canUpload && isGridDirty ? (
          <Text size="sm" c="dimmed">
            Save your draft before uploading a sheet: the sheet replaces it.
          </Text>
        ) : null}
        {progress !== null ? <Progress value={progress} size="sm" aria-label="Bid sheet upload progress" /> : null}
        {upload.error ? (
          <Alert color="red" title={refused.length ? errorMessage(upload.error, 'The sheet was refused.') : 'The sheet was not saved'}>
            {refused.length ? (
              <List size="sm" aria-label="Refused cells">
                {refused.map((cell) => (
                  <List.Item key={`${cell.cell}:${cell.message}`}>
                    Row {cell.row}, column {cell.column} ({cell.cell}) — {cell.message}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{errorMessage(upload.error, 'The sheet could not be uploaded. Try again.')}</Text>
            )}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
