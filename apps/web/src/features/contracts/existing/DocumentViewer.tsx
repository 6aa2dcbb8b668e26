import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TContractExtraction, TExtractionSource } from '@procura/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useStoredFileDownload } from '../../../lib/use-stored-file-download';

/**
 * The document's text page by page, with the source of the focused field marked and scrolled
 * into view: the reviewer checks each value against the words it came from.
 */
export function DocumentViewer({ pages, source, fileKey }: { pages: TContractExtraction['pages']; source: TExtractionSource | null; fileKey: string | null }) {
  const download = useStoredFileDownload();
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [source]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Document">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Document</Text>
        {fileKey ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconExternalLink aria-hidden size={14} />}
            onClick={() => download.mutate(fileKey)}
            loading={download.isPending}
          >
            Open PDF
          </Button>
        ) : null}
      </Group>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Text of the document"
        style={{ maxHeight: '70vh', overflow: 'auto', fontSize: 13, lineHeight: 1.55, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <Stack gap="md">
          {pages.map((page) => {
            const here = source && source.page === page.number ? source : null;
            return (
              <div key={page.number}>
                <Text size="xs" c="dimmed" mb={4}>
                  Page {page.number}
                  {page.ocr ? ' (read from a scan)' : ''}
                </Text>
                {here ? (
                  <>
                    {page.text.slice(0, here.start)}
                    <mark ref={mark} data-testid="source-highlight" style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit' }}>
                      {page.text.slice(here.start, here.end)}
                    </mark>
                    {page.text.slice(here.end)}
                  </>
                ) : (
                  page.text
                )}
              </div>
            );
          })}
        </Stack>
      </Box>
    </Paper>
  );
}
