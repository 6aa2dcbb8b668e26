import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ZVendorRejectSchema, type TVendorComplianceState } from '@procura/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useApproveVendor, useRejectVendor } from '../queries';
import { FormModal } from '../../../components/unsaved-changes';

export interface TDecisionTarget {
  id: string;
  name: string;
  decision: 'approve' | 'reject';
  /** Said before approving: a vendor without its papers can still be approved, knowingly. */
  complianceState: TVendorComplianceState;
}

/** What approving a vendor whose compliance is not in order would let through. */
const COMPLIANCE_WARNINGS: Partial<Record<TVendorComplianceState, { title: string; body: string }>> = {
  MISSING: {
    title: 'Compliance documents are missing',
    body: 'It has no current W-9 or no certificate of insurance on file. Approved, it can be invited to RFPs before they arrive.',
  },
  EXPIRED: {
    title: 'Its insurance has expired',
    body: 'A certificate of insurance on file has expired. Approved, it can be invited to RFPs while it is not covered.',
  },
};

function ComplianceWarning({ state }: { state: TVendorComplianceState }) {
  const warning = COMPLIANCE_WARNINGS[state];
  if (!warning) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title={warning.title} data-testid="approval-compliance-warning">
      {warning.body}
    </Alert>
  );
}

/** Approve or decline one vendor (spec: the reason is required and shown to the vendor). */
export function DecisionModals({ target, onClose }: { target: TDecisionTarget | null; onClose: () => void }) {
  const approve = useApproveVendor();
  return (
    <>
      <ConfirmModal
        isOpen={target?.decision === 'approve'}
        title="Approve vendor"
        message={target ? `${target.name} becomes an approved vendor and can be invited to RFPs. Its admin contact is invited to sign in.` : ''}
        notice={target ? <ComplianceWarning state={target.complianceState} /> : null}
        confirmLabel="Approve"
        isDestructive={false}
        isPending={approve.isPending}
        onConfirm={() => target && approve.mutate(target.id, { onSuccess: onClose })}
        onClose={onClose}
      />
      {target?.decision === 'reject' ? <RejectModal key={target.id} vendor={target} onClose={onClose} /> : null}
    </>
  );
}

function RejectModal({ vendor, onClose }: { vendor: { id: string; name: string }; onClose: () => void }) {
  const form = useSchemaForm(ZVendorRejectSchema, { reason: '' });
  const reject = useRejectVendor({ form });
  const onSubmit = form.onSubmit(async ({ reason }) => {
    if (await succeeded(reject.mutateAsync({ id: vendor.id, reason }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Decline vendor">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            {vendor.name} is marked Not approved. Its people read the reason on their profile, can fix what is asked and send it again.
          </Text>
          <Textarea label="Reason" description="Shown to the vendor." autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
