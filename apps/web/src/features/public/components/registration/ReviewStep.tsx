import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  BUSINESS_STRUCTURE_LABELS,
  LEAD_SOURCE_LABELS,
  OWNERSHIP_TAG_LABELS,
  REGISTRATION_STEP_LABELS,
  REGISTRATION_STEPS,
  type TRegistrationDraft,
  type TRegistrationStep,
} from '@procura/shared';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../../lib/api-error';
import { FormAlert } from '../../../auth';
import { usePublicServices, usePublicStates, useSubmitRegistration } from '../../queries';
import { HoneypotField } from './HoneypotField';
import { messageOf } from './step-form';
import { formatNumber } from '../../../../lib/format';

interface TReviewProps {
  draft: TRegistrationDraft;
  token: string;
  onEdit: (step: TRegistrationStep) => void;
  onBack: () => void;
  onSubmitted: () => void;
}

const Row = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  ) : null;

/** Everything entered, each part with its Edit link; the submit's field errors listed by step. */
export function ReviewStep({ draft, token, onEdit, onBack, onSubmitted }: TReviewProps) {
  const { company, address, services, contact } = draft.data;
  const serviceList = usePublicServices();
  const states = usePublicStates(draft.countryId);
  const stateName = (id: number) => states.data?.find((s) => s.id === id)?.name ?? '…';
  const serviceName = (id: string) => serviceList.data?.find((s) => s.id === id)?.name ?? '…';
  const submit = useSubmitRegistration(token);
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [stepErrors, setStepErrors] = useState<[TRegistrationStep, string][]>([]);

  async function onSubmit() {
    setError(null);
    setStepErrors([]);
    try {
      await submit.mutateAsync(honeypot);
      onSubmitted();
    } catch (failure) {
      setError(messageOf(failure));
      if (failure instanceof ApiError) {
        const byStep = Object.entries(failure.fieldErrors).flatMap(([path, messages]): [TRegistrationStep, string][] => {
          const step = REGISTRATION_STEPS.find((s) => path.startsWith(`${s}.`) || path === s);
          return step ? [[step, messages[0]]] : [];
        });
        setStepErrors(byStep);
      }
    }
  }

  const section = (step: TRegistrationStep, children: ReactNode) => (
    <Stack gap={4} key={step}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="md">
          {REGISTRATION_STEP_LABELS[step]}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${REGISTRATION_STEP_LABELS[step].toLowerCase()}`}>
          Edit
        </Anchor>
      </Group>
      {children}
    </Stack>
  );

  return (
    <Stack gap="md">
      {section(
        'company',
        <>
          <Row label="Name" value={company?.name} />
          <Row label="DBA" value={company?.dba} />
          <Row label="Tax ID" value={company?.taxId ? `${company.taxId.slice(0, 2)}-${company.taxId.slice(2)}` : null} />
          <Row label="Structure" value={company ? BUSINESS_STRUCTURE_LABELS[company.businessStructure] : null} />
          <Row label="Ownership" value={company?.ownershipTags.map((t) => OWNERSHIP_TAG_LABELS[t]).join(', ')} />
          <Row label="Years in business" value={company?.yearsInBusiness?.toString()} />
          <Row
            label="Employees"
            value={company?.employeeCount === undefined || company.employeeCount === null ? undefined : formatNumber(company.employeeCount)}
          />
          <Row label="Website" value={company?.website} />
          <Row label="Heard of us by" value={company?.leadSource ? LEAD_SOURCE_LABELS[company.leadSource] : null} />
        </>,
      )}
      {section(
        'address',
        <>
          <Row label="Address" value={address ? [address.addressLine1, address.addressLine2].filter(Boolean).join(', ') : null} />
          <Row label="State and ZIP" value={address ? `${stateName(address.stateId)} ${address.zip}` : null} />
          <Row label="Phone" value={address ? `${address.phoneCode} ${address.phoneNumber}` : null} />
        </>,
      )}
      {section(
        'services',
        <>
          <Row label="Services" value={services?.serviceIds.map(serviceName).join(', ')} />
          <Row label="States" value={services?.stateIds.map(stateName).join(', ')} />
        </>,
      )}
      {section('documents', <Text size="sm">W-9 and certificate of insurance: uploaded in your workspace after approval.</Text>)}
      {section(
        'contact',
        <>
          <Row label="Name" value={contact ? `${contact.firstName} ${contact.lastName}` : null} />
          <Row label="E-mail" value={contact?.email} />
          <Row label="Phone" value={contact ? `${contact.phoneCode} ${contact.phoneNumber}` : null} />
        </>,
      )}
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div>
        <FormAlert message={error} />
        {stepErrors.length > 0 ? (
          <Stack gap={4} mb="md">
            {stepErrors.map(([step, message]) => (
              <Text size="sm" key={`${step}:${message}`}>
                <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
                  {REGISTRATION_STEP_LABELS[step]}
                </Anchor>
                : {message}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Button variant="default" onClick={onBack} disabled={submit.isPending}>
            Back
          </Button>
          <Button onClick={() => void onSubmit()} loading={submit.isPending} rightSection={<IconSend aria-hidden size={16} />}>
            Submit registration
          </Button>
        </Group>
      </div>
    </Stack>
  );
}
