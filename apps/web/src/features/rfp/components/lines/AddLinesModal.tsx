import { Stack, Text } from '@mantine/core';
import { ZRfpLinesAddSchema } from '@procura/shared';
import { ModalActions } from '../../../../components/ModalActions';
import { FormModal } from '../../../../components/unsaved-changes';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { PropertyMultiPicker, ServiceMultiPicker } from '../../../pickers';
import { useAddRfpLines } from '../../lines-queries';

/** Every chosen property × every chosen service joins the draft; lines it already has are kept as they are. */
export function AddLinesModal({ rfpId, clientId, clientName, onClose }: { rfpId: string; clientId: string; clientName: string; onClose: () => void }) {
  const form = useSchemaForm(ZRfpLinesAddSchema, { propertyIds: [], serviceIds: [] });
  const add = useAddRfpLines(rfpId, { form });
  const { propertyIds, serviceIds } = form.getValues();
  const count = new Set(propertyIds).size * new Set(serviceIds).size;
  const onSubmit = form.onSubmit(async (input) => {
    if (await succeeded(add.mutateAsync(input))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Add lines">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PropertyMultiPicker
            label="Properties"
            description={`Properties of ${clientName}: search by name, code or city.`}
            clientId={clientId}
            withAsterisk
            value={propertyIds}
            onChange={(ids) => form.setFieldValue('propertyIds', ids)}
            error={form.errors.propertyIds}
          />
          <ServiceMultiPicker
            label="Services"
            withAsterisk
            value={serviceIds}
            onChange={(ids) => form.setFieldValue('serviceIds', ids)}
            error={form.errors.serviceIds}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {count > 0
              ? `Up to ${count.toLocaleString('en-US')} new ${count === 1 ? 'line' : 'lines'}: each property × each service.`
              : 'Choose properties and services.'}
          </Text>
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}
