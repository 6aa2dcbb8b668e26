import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PropertyLoadError, PropertyPageSkeleton } from '../components/PageState';
import { DocumentsTab } from '../components/tabs/DocumentsTab';
import { addressLine, propertyLabel, propertyPath } from '../property-display';
import { PropertyPicker } from '../../pickers';
import { usePropertyDetail } from '../queries';

const ZPropertyIdSchema = z.uuid();

function ChooseProperty({ onPick }: { onPick: (id: string) => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <EmptyState
        icon={<IconFileText aria-hidden size={24} />}
        title="Choose a property"
        description="Its site plans, photos and other documents open here."
        action={
          <Box mt="sm" w={{ base: '100%', sm: 420 }}>
            <PropertyPicker
              aria-label="Property"
              placeholder="Search by name, code or city"
              value={null}
              onChange={(property) => property && onPick(property.value)}
            />
          </Box>
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
      {propertyId === null && searchParams.has('propertyId') ? (
        <Stack gap="md">
          <PropertyLoadError error={null} isBrokenLink onRetry={() => undefined} />
          <ChooseProperty onPick={(id) => setSearchParams({ propertyId: id })} />
        </Stack>
      ) : propertyId === null ? (
        <ChooseProperty onPick={(id) => setSearchParams({ propertyId: id })} />
      ) : property.isLoading ? (
        <PropertyPageSkeleton />
      ) : property.error || !property.data ? (
        <PropertyLoadError error={property.error} onRetry={() => void property.refetch()} />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} to={propertyPath(property.data.id)} fw={600}>
                  {propertyLabel(property.data)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[property.data.clientName, addressLine(property.data)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Anchor size="sm" onClick={() => setSearchParams({})} component="button" type="button">
                Choose another property
              </Anchor>
            </Group>
          </Paper>
          <DocumentsTab property={property.data} />
        </Stack>
      )}
    </>
  );
}
