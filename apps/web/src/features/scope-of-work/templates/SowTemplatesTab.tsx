import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TSowTemplate } from '@procura/shared';
import { IconAlertTriangle, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSowPermissions } from '../use-sow-permissions';
import { PlaceholderGuide } from './PlaceholderGuide';
import { TemplateUploadForm } from './TemplateUploadForm';
import { useDeleteSowTemplate, useSowTemplates } from './templates-queries';
import { formatDate } from '../../../lib/format';

/**
 * DOCX templates (issue #10 item 4): what a template may contain, the upload with its check,
 * and the templates of this workspace. Documents are generated from a scope's page.
 */
export default function SowTemplatesTab() {
  const { canAddTemplates, canDeleteTemplates } = useSowPermissions();
  const templates = useSowTemplates();
  const remove = useDeleteSowTemplate();
  const [toDelete, setToDelete] = useState<TSowTemplate | null>(null);
  const isMobile = useIsMobile();

  const list = () => {
    if (templates.isLoading) {
      return (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading templates" />
        </Group>
      );
    }
    if (templates.isError) {
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title="The templates could not be loaded">
          <Button size="xs" variant="light" mt="xs" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    }
    const rows = templates.data ?? [];
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={<IconTemplate aria-hidden size={24} />}
          title="No templates yet"
          description="Upload a Word document with placeholders to generate one branded document per property."
        />
      );
    }
    const deleteButton = (t: TSowTemplate) =>
      canDeleteTemplates ? (
        <Tooltip label="Delete template">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete template ${t.name}`} onClick={() => setToDelete(t)}>
            <IconTrash aria-hidden size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null;
    if (isMobile) {
      return (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Templates">
          {rows.map((t) => (
            <Card key={t.id} withBorder radius="md" padding="sm" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t.name}
                  </Text>
                  <Text size="xs" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
                    {t.fileName}
                  </Text>
                  <Text size="xs" c="dark.5">
                    {t.placeholders.length} placeholders · {formatDate(t.createdAt)}
                  </Text>
                </Stack>
                {deleteButton(t)}
              </Group>
            </Card>
          ))}
        </Stack>
      );
    }
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Templates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Placeholders</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td fw={600}>{t.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.fileName}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {t.placeholders.slice(0, 4).map((p) => (
                      <Badge key={p} variant="light" color="gray" c="dark.6" tt="none" size="sm">
                        {p}
                      </Badge>
                    ))}
                    {t.placeholders.length > 4 ? (
                      <Text size="xs" c="dark.5">
                        +{t.placeholders.length - 4} more
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(t.createdAt)}</Text>
                  {t.createdByName ? (
                    <Text size="xs" c="dark.5">
                      {t.createdByName}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{deleteButton(t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dark.6">
        Templates turn a scope of work into one branded Word document per property. Generate them from a scope&apos;s page with “Generate documents”.
      </Text>
      <PlaceholderGuide />
      {canAddTemplates ? <TemplateUploadForm /> : null}
      {list()}
      <ConfirmModal
        isOpen={toDelete !== null}
        title="Delete template"
        message={`Delete “${toDelete?.name ?? ''}”? Documents already generated from it are kept.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
