import { Alert, Anchor, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZContractTerminateSchema, type TContract, type TContractStatus } from '@procura/shared';
import { IconBan, IconCircleCheck, IconPencil, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { contractPath } from '../contract-format';
import { useMoveContract, useTerminateContract } from '../queries';
import { AmendContractModal } from './AmendContractModal';

const ENDED: readonly TContractStatus[] = ['EXPIRED', 'TERMINATED'];

type TMove = 'amend' | 'submit' | 'activate' | 'terminate';

/**
 * The moves the reader may make now, as the contract's `abilities` say (docs/contracts.md).
 * Activation that the contract is not ready for is shown disabled with each missing thing named.
 */
export function ContractActions({ contract }: { contract: TContract }) {
  const [move, setMove] = useState<TMove | null>(null);
  const moveContract = useMoveContract();
  const { abilities, activationMissing } = contract;
  const done = () => setMove(null);
  if (!abilities.edit && !abilities.submit && !abilities.activate && !abilities.terminate) {
    return (
      <Text size="sm" c="dimmed" maw={320}>
        {ENDED.includes(contract.status) ? 'Read-only: an ended contract is kept as it ended.' : 'Read-only: the buyer changes this contract.'}
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-end" style={{ flex: '0 1 auto' }}>
      <Group gap="sm">
        {abilities.edit ? (
          <Button variant="default" leftSection={<IconPencil aria-hidden size={16} />} onClick={() => setMove('amend')}>
            Amend
          </Button>
        ) : null}
        {abilities.submit ? (
          <Button variant="default" leftSection={<IconSend aria-hidden size={16} />} onClick={() => setMove('submit')}>
            Submit for approval
          </Button>
        ) : null}
        {abilities.activate ? (
          <Button leftSection={<IconCircleCheck aria-hidden size={16} />} disabled={activationMissing.length > 0} onClick={() => setMove('activate')}>
            Activate
          </Button>
        ) : null}
        {abilities.terminate ? (
          <Button variant="default" c="red.8" leftSection={<IconBan aria-hidden size={16} />} onClick={() => setMove('terminate')}>
            Terminate
          </Button>
        ) : null}
      </Group>
      {abilities.activate && activationMissing.length > 0 ? (
        <Alert color="orange" variant="light" title="Before it can be activated" maw={420} data-testid="activation-missing">
          <List size="sm">
            {activationMissing.map((m) => (
              <List.Item key={m.field}>
                {m.message}
                {/* The signed copy is uploaded on the Documents tab: the list leads there. */}
                {m.field === 'documents' ? (
                  <>
                    {' '}
                    <Anchor component={Link} to={contractPath(contract.id, 'documents')} size="sm">
                      Go to Documents
                    </Anchor>
                  </>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <ConfirmModal
        isOpen={move === 'submit'}
        title="Submit for approval"
        message={`${contract.number} waits for approval; it can still be amended until it is activated.`}
        confirmLabel="Submit"
        isDestructive={false}
        isPending={moveContract.isPending}
        onConfirm={() => moveContract.mutate({ id: contract.id, move: 'submit' }, { onSuccess: done })}
        onClose={done}
      />
      <ConfirmModal
        isOpen={move === 'activate'}
        title="Activate contract"
        message={`${contract.number} is in force from its start date; renewal and expiry alerts follow its dates.`}
        confirmLabel="Activate"
        isDestructive={false}
        isPending={moveContract.isPending}
        onConfirm={() => moveContract.mutate({ id: contract.id, move: 'activate' }, { onSuccess: done })}
        onClose={done}
      />
      {move === 'amend' ? <AmendContractModal contract={contract} onClose={done} /> : null}
      {move === 'terminate' ? <TerminateModal contract={contract} onClose={done} /> : null}
    </Stack>
  );
}

function TerminateModal({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const form = useSchemaForm(ZContractTerminateSchema, { reason: '', endOn: new Date().toISOString().slice(0, 10) });
  const terminate = useTerminateContract({ form });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(terminate.mutateAsync({ id: contract.id, ...values }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Terminate contract">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{contract.number} ends on the date you give; the reason is kept with its versions.</Text>
          <TextInput type="date" label="Last day in force" {...form.getInputProps('endOn')} />
          <Textarea label="Reason" autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Terminate
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
