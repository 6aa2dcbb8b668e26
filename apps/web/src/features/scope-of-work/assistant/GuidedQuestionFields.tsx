import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_SIZE_UNITS,
  SERVICE_FREQUENCIES,
  SERVICE_FREQUENCY_LABELS,
  SERVICE_SEASON_LABELS,
  SERVICE_SEASONS,
  type SOW_GUIDED_QUESTIONS,
} from '@procura/shared';
import { ClientPicker, ServicePicker, type TPickerOption } from '../../pickers';
import type { TWizardAnswers } from './wizard-answers';

export type TQuestionKey = (typeof SOW_GUIDED_QUESTIONS)[number]['key'];

export interface TGuidedQuestionFieldsProps {
  question: TQuestionKey;
  answers: TWizardAnswers;
  errors: Partial<Record<keyof TWizardAnswers, string>>;
  onChange: (patch: Partial<TWizardAnswers>) => void;
  /** Set when the page was opened without a client and the person has more than one to choose from. */
  clientChoice?: { value: TPickerOption | null; onChange: (client: TPickerOption | null) => void };
}

const SEASON_OPTIONS = SERVICE_SEASONS.map((value) => ({ value, label: SERVICE_SEASON_LABELS[value] }));
const FREQUENCY_OPTIONS = SERVICE_FREQUENCIES.map((value) => ({ value, label: SERVICE_FREQUENCY_LABELS[value] }));
const UNIT_OPTIONS = PROPERTY_SIZE_UNITS.map((value) => ({ value, label: PROPERTY_SIZE_UNIT_LABELS[value] }));

const longAnswer = { autosize: true, minRows: 3, maxRows: 8 } as const;

/** The inputs of one guided question (the question itself is the step's heading). */
export function GuidedQuestionFields({ question, answers, errors, onChange, clientChoice }: TGuidedQuestionFieldsProps) {
  switch (question) {
    case 'serviceId':
      return (
        <Stack gap="sm">
          {clientChoice ? (
            <ClientPicker
              size="md"
              label="Client"
              withAsterisk
              placeholder="Search clients"
              value={clientChoice.value}
              onChange={clientChoice.onChange}
              error={errors.clientId}
            />
          ) : null}
          <ServicePicker
            size="md"
            label="Service"
            withAsterisk
            value={answers.serviceId || null}
            onChange={(value) => onChange({ serviceId: value ?? '' })}
            error={errors.serviceId}
          />
        </Stack>
      );
    case 'season':
      return (
        <Stack gap="sm">
          <Select
            size="md"
            label="Season"
            data={SEASON_OPTIONS}
            value={answers.season ?? null}
            onChange={(value) => onChange({ season: (value ?? undefined) as TWizardAnswers['season'] })}
            clearable
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="Starts"
              value={answers.seasonStart ?? ''}
              onChange={(e) => onChange({ seasonStart: e.currentTarget.value })}
              error={errors.seasonStart}
            />
            <TextInput
              type="date"
              label="Ends"
              value={answers.seasonEnd ?? ''}
              onChange={(e) => onChange({ seasonEnd: e.currentTarget.value })}
              error={errors.seasonEnd}
            />
          </SimpleGrid>
        </Stack>
      );
    case 'frequency':
      return (
        <Select
          size="md"
          label="Frequency"
          data={FREQUENCY_OPTIONS}
          value={answers.frequency ?? null}
          onChange={(value) => onChange({ frequency: (value ?? undefined) as TWizardAnswers['frequency'] })}
          clearable
        />
      );
    case 'siteSize':
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              size="md"
              label="Serviced size"
              min={0}
              thousandSeparator=","
              value={answers.siteSize ?? ''}
              onChange={(value) => onChange({ siteSize: typeof value === 'number' ? value : undefined })}
              error={errors.siteSize}
            />
            <Select
              size="md"
              label="Unit"
              data={UNIT_OPTIONS}
              value={answers.siteSizeUnit ?? 'SQ_FT'}
              onChange={(value) => onChange({ siteSizeUnit: (value ?? 'SQ_FT') as TWizardAnswers['siteSizeUnit'] })}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            size="md"
            label="Surfaces"
            placeholder="e.g. Parking lots, sidewalks, loading docks"
            {...longAnswer}
            value={answers.surfaces ?? ''}
            onChange={(e) => onChange({ surfaces: e.currentTarget.value })}
            error={errors.surfaces}
          />
        </Stack>
      );
    case 'specialRequirements':
      return (
        <Textarea
          size="md"
          label="Special requirements"
          placeholder="e.g. Clear fire lanes first; no salt near the planters"
          {...longAnswer}
          value={answers.specialRequirements ?? ''}
          onChange={(e) => onChange({ specialRequirements: e.currentTarget.value })}
          error={errors.specialRequirements}
        />
      );
    case 'accessHours':
      return (
        <Textarea
          size="md"
          label="Access hours"
          placeholder="e.g. 10 pm to 6 am on weekdays; any time during a storm"
          {...longAnswer}
          value={answers.accessHours ?? ''}
          onChange={(e) => onChange({ accessHours: e.currentTarget.value })}
          error={errors.accessHours}
        />
      );
    case 'insurance':
      return (
        <Textarea
          size="md"
          label="Insurance"
          placeholder="e.g. General liability $2M per occurrence; auto $1M"
          {...longAnswer}
          value={answers.insurance ?? ''}
          onChange={(e) => onChange({ insurance: e.currentTarget.value })}
          error={errors.insurance}
        />
      );
    case 'safety':
      return (
        <Textarea
          size="md"
          label="Safety"
          placeholder="e.g. High-visibility vests; cones around equipment"
          {...longAnswer}
          value={answers.safety ?? ''}
          onChange={(e) => onChange({ safety: e.currentTarget.value })}
          error={errors.safety}
        />
      );
  }
}
