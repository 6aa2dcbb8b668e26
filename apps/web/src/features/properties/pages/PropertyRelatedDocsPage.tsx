import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ZPropertyListQuerySchema } from '@procura/shared';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PropertyLoadError, PropertyPageSkeleton } from '../components/PageState';
import { DocumentsTab } from '../components/tabs/DocumentsTab';
import { addressLine, propertyLabel, propertyPath } from '../property-display';
import { usePropertyDetail, usePropertyList } from '../queries';

const ZPropertyIdSchema = z.uuid();

function PropertyPicker({ onPick }: { onPick: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const properties = usePropertyList(ZPropertyListQuerySchema.parse({ search: debounced || undefined, limit: 25 }));
  const data = (properties.data?.data ?? []).map((property) => ({ value: property.id, label: propertyLabel(property) }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <EmptyState
        icon={<IconFileText aria-hidden size={24} />}
        title="Choose a property"
        description="Its site plans, photos and other documents open here."
        action={
          <Select
            mt="sm"
            w={{ base: '100%', sm: 420 }}
            aria-label="Property"
            placeholder="Search by name, code or city"
            data={data}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            onChange={(id) => id && onPick(id)}
            nothingFoundMessage={properties.isFetching ? 'Searching…' : 'No property matches'}
            comboboxProps={{ withinPortal: true }}
          />
        }
      />
    </Paper>
  );
}

/**
 * `/property-related-docs?propertyId=…` (spec §2/§4: a deep link remembered across sign-in,
 * e.g. from an e-mail): one property's documents, or a picker when the link names none.
 */
export default function PropertyRelatedDocsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = ZPropertyIdSchema.safeParse(searchParams.get('propertyId'));
  const propertyId = parsed.success ? parsed.data : null;
  const property = usePropertyDetail(propertyId);

  return (
    <>
      <PageHeader title="Property Documents" description="Documents kept with a property: site plans, photos, prior contracts." />
      {propertyId === null ? (
        <PropertyPicker onPick={(id) => setSearchParams({ propertyId: id })} />
      ) : property.isLoading ? (
        <PropertyPageSkeleton />
      ) : property.error || !property.data ? (
        <PropertyLoadError error={property.error} onRetry={() => void property.refetch()} />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} to={propertyPath(property.data.id)} fw={600}>{propertyLabel(property.data)}</Anchor>
                <Text size="sm" c="dimmed">{[property.data.clientName, addressLine(property.data)].filter(Boolean).join(' · ')}</Text>
              </Stack>
              <Anchor size="sm" onClick={() => setSearchParams({})} component="button" type="button">Choose another property</Anchor>
            </Group>
          </Paper>
          <DocumentsTab property={property.data} />
        </Stack>
      )}
    </>
  );
}
