import {
  type SOW_GUIDED_QUESTIONS,
  ZSowAnswersSchema,
  type TPropertySizeUnit,
  type TServiceFrequency,
  type TServiceSeason,
  type TSowAnswers,
} from '@procura/shared';

/** The wizard's answers as the inputs hold them, plus the client the draft request carries beside them. */
export interface TWizardAnswers {
  clientId: string;
  serviceId: string;
  season?: TServiceSeason;
  seasonStart?: string;
  seasonEnd?: string;
  frequency?: TServiceFrequency;
  siteSize?: number;
  siteSizeUnit?: TPropertySizeUnit;
  surfaces?: string;
  specialRequirements?: string;
  accessHours?: string;
  insurance?: string;
  safety?: string;
}

type TQuestionKey = (typeof SOW_GUIDED_QUESTIONS)[number]['key'];

/** Which answer fields each question step holds (their errors are shown on that step). */
export const QUESTION_FIELDS: Record<TQuestionKey, readonly (keyof TWizardAnswers)[]> = {
  serviceId: ['clientId', 'serviceId'],
  season: ['season', 'seasonStart', 'seasonEnd'],
  frequency: ['frequency'],
  siteSize: ['siteSize', 'siteSizeUnit', 'surfaces'],
  specialRequirements: ['specialRequirements'],
  accessHours: ['accessHours'],
  insurance: ['insurance'],
  safety: ['safety'],
};

/** Short names for the stepper and the summary. */
export const QUESTION_SHORT_LABELS: Record<TQuestionKey, string> = {
  serviceId: 'Service',
  season: 'Season',
  frequency: 'Frequency',
  siteSize: 'Site',
  specialRequirements: 'Special requirements',
  accessHours: 'Access hours',
  insurance: 'Insurance',
  safety: 'Safety',
};

/** The errors of the answers so far, keyed by field (the contract's messages). */
export function answerErrors(answers: TWizardAnswers): Partial<Record<keyof TWizardAnswers, string>> {
  const errors: Partial<Record<keyof TWizardAnswers, string>> = {};
  if (!answers.clientId) errors.clientId = 'Choose a client.';
  const { clientId: _clientId, ...rest } = answers;
  const parsed = ZSowAnswersSchema.safeParse(rest);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof TWizardAnswers | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return errors;
}

/** The answers as the draft request sends them (blank texts left out by the contract). */
export function answersForRequest(answers: TWizardAnswers): TSowAnswers {
  const { clientId: _clientId, ...rest } = answers;
  return { ...rest, siteSizeUnit: rest.siteSize !== undefined ? (rest.siteSizeUnit ?? 'SQ_FT') : undefined };
}
