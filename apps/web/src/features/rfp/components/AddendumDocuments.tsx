import { Anchor, Group, List, Text } from '@mantine/core';
import type { TRfpAddendum } from '@procura/shared';
import { useRfpDocumentDownload, useRfpDocuments } from '../documents-queries';

/**
 * The documents an addendum added, each a download link (docs/rfp.md "Addenda"). The RFP's
 * documents list says which addendum added each; until it has them, the addendum's own names show.
 */
export function AddendumDocuments({ rfpId, addendum }: { rfpId: string; addendum: TRfpAddendum }) {
  const documents = useRfpDocuments(rfpId, { fresh: true });
  const download = useRfpDocumentDownload(rfpId);
  const named = addendum.changes.documents ?? [];
  if (named.length === 0) return null;
  const found = documents.data?.filter((d) => d.addendumNumber === addendum.number);
  const added = found?.length ? found : null;
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        <Text size="sm" span>
          Documents:
        </Text>
        {added
          ? added.map((document) => {
              const label = document.propertyName ? `${document.name} (${document.propertyName})` : document.name;
              return (
                <Anchor
                  key={document.id}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => download.mutate(document.id)}
                  aria-label={`Download ${label}`}
                >
                  {label}
                </Anchor>
              );
            })
          : named.map((d) => (
              <Text key={d.name} size="sm" span>
                {d.name}
              </Text>
            ))}
      </Group>
    </List.Item>
  );
}
