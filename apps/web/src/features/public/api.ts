import type {
  TCity,
  TGetInTouchFormToken,
  TGetInTouchInput,
  TGetInTouchReceived,
  TPublicService,
  TRegistrationDraft,
  TSaveRegistrationStepInput,
  TStartedRegistration,
  TStartRegistrationInput,
  TState,
  TSubmittedRegistration,
} from '@procura/shared';
import { http } from '../../lib/http';

/** Self-registration runs before anyone signs in: no bearer, and a 401 would be an answer. */
const PUBLIC = { auth: false } as const;

export const startRegistration = (body: TStartRegistrationInput) => http.post<TStartedRegistration>('/vendors/draft', body, PUBLIC);

export const resumeRegistration = (token: string) => http.get<TRegistrationDraft>('/vendors/draft', { token }, PUBLIC);

export const saveRegistrationStep = (token: string, body: TSaveRegistrationStepInput) =>
  http.put<TRegistrationDraft>('/vendors/draft', { ...body, token }, PUBLIC);

export const submitRegistration = (token: string, honeypot: string) =>
  http.post<TSubmittedRegistration>('/vendors/draft/submit', { token, ...(honeypot ? { faxNumber: honeypot } : {}) }, PUBLIC);

export const publicServices = () => http.get<TPublicService[]>('/public/services', undefined, PUBLIC);

export async function publicStates(countryId: number): Promise<TState[]> {
  const page = await http.get<{ data: TState[] }>('/public/states', { countryId, limit: 100 }, PUBLIC);
  return page.data;
}

export async function publicCities(stateId: number, search: string): Promise<TCity[]> {
  const page = await http.get<{ data: TCity[] }>('/public/cities', { stateId, search, limit: 50 }, PUBLIC);
  return page.data;
}

export const getInTouchFormToken = () => http.get<TGetInTouchFormToken>('/public/get-in-touch/form-token', undefined, PUBLIC);

export const sendGetInTouch = (body: TGetInTouchInput) => http.post<TGetInTouchReceived>('/public/get-in-touch', body, PUBLIC);
