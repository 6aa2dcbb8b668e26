import { Alert, Anchor, Button, Grid, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { TExistingContractValues } from '@procura/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordLoadError } from '../../../components/RecordLoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/format';
import { DocumentViewer } from './DocumentViewer';
import { ExtractionStatusBadge } from './existing-format';
import { EXISTING_PATH } from './existing-route';
import { useConfirmExistingContract, useDiscardExistingContract, useExistingContract, useReviewExistingContract } from './queries';
import { changedValues, SOURCE_FIELD, type TReviewField } from './review-fields';
import { ReviewForm } from './ReviewForm';

/** /contracts/existing/:id: the document beside the values read from it; confirm makes the contract. */
export default function ExistingContractReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useExistingContract(id);
  const row = query.data;
  const [values, setValues] = useState<TExistingContractValues | null>(null);
  const [focused, setFocused] = useState<TReviewField | null>(null);
  const save = useReviewExistingContract();
  const confirm = useConfirmExistingContract();
  const discard = useDiscardExistingContract();
  useEffect(() => {
    if (row?.values) setValues(row.values);
  }, [row?.values]);

  if (query.isLoading) return <Spinner hint="Loading the document…" />;
  if (!row) return <RecordLoadError what="document" error={query.error} backTo={EXISTING_PATH} backLabel="the queue" onRetry={() => void query.refetch()} />;

  const busy = save.isPending || confirm.isPending || discard.isPending;
  const changed = row.values && values ? changedValues(row.values, values) : {};
  const isDirty = Object.keys(changed).length > 0;
  const sourceField = focused ? SOURCE_FIELD[focused] : undefined;
  const source = sourceField && row.extraction ? row.extraction.fields[sourceField].source : null;

  const saveChanges = async () => {
    if (isDirty) await save.mutateAsync({ id: row.id, values: changed });
  };
  const confirmContract = async () => {
    if (busy) return;
    try {
      await saveChanges();
      const made = await confirm.mutateAsync(row.id);
      void navigate(`/contracts/${made.contractId}`);
    } catch {
      // Reported by the mutation (a toast naming what is missing).
    }
  };

  return (
    <>
      <PageHeader
        title={row.fileName}
        documentTitle={`Review ${row.fileName}`}
        description={
          <Group gap="xs" component="span">
            <ExtractionStatusBadge status={row.status} />
            <Text span size="sm" c="dimmed">
              {row.clientName} · uploaded {formatDateTime(row.createdAt)}
            </Text>
          </Group>
        }
        actions={
          <Anchor component={Link} to={EXISTING_PATH} size="sm">
            Back to the queue
          </Anchor>
        }
      />
      {row.error ? (
        <Alert color="red" mb="md" title="This document could not be read">
          {row.error}
        </Alert>
      ) : null}
      {row.extraction?.warnings.length ? (
        <Alert color="yellow" mb="md" title="Worth knowing">
          <List size="sm">
            {row.extraction.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {row.status === 'CONFIRMED' && row.contractId ? (
        <Alert color="green" mb="md" title="Confirmed">
          This document is now a contract:{' '}
          <Anchor component={Link} to={`/contracts/${row.contractId}`}>
            open it in Contracts
          </Anchor>
          .
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          {row.extraction ? (
            <DocumentViewer pages={row.extraction.pages} source={source} fileKey={row.fileKey} />
          ) : (
            <Text c="dimmed">Nothing was read from this document.</Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          {values ? (
            <Paper withBorder radius="md" p="md" component="section" aria-label="Contract details">
              <Stack gap="md">
                <ReviewForm row={row} values={values} onChange={setValues} onFocusField={setFocused} disabled={!row.canEdit || busy} />
                {row.corrections.length ? (
                  <Text size="xs" c="dimmed">
                    {row.corrections.length} correction{row.corrections.length === 1 ? '' : 's'} recorded.
                  </Text>
                ) : null}
                {row.canEdit ? (
                  <Group justify="flex-end" gap="sm">
                    <Button variant="subtle" color="red" onClick={() => discard.mutate(row.id)} loading={discard.isPending} disabled={busy}>
                      Discard
                    </Button>
                    <Button variant="default" onClick={() => void saveChanges().catch(() => undefined)} loading={save.isPending} disabled={busy || !isDirty}>
                      Save corrections
                    </Button>
                    <Button onClick={() => void confirmContract()} loading={confirm.isPending} disabled={busy}>
                      Confirm contract
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
    </>
  );
}
