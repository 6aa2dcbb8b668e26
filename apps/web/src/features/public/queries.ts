import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGetInTouchInput, TSaveRegistrationStepInput, TStartRegistrationInput } from '@procura/shared';
import { useAppMutation } from '../../lib/query/use-app-mutation';
import {
  getInTouchFormToken,
  publicCities,
  publicServices,
  publicStates,
  resumeRegistration,
  saveRegistrationStep,
  sendGetInTouch,
  startRegistration,
  submitRegistration,
} from './api';

export const registrationKeys = {
  all: ['vendor-registration'] as const,
  draft: (token: string) => [...registrationKeys.all, 'draft', token] as const,
  services: () => [...registrationKeys.all, 'services'] as const,
  states: (countryId: number) => [...registrationKeys.all, 'states', countryId] as const,
  cities: (stateId: number, search: string) => [...registrationKeys.all, 'cities', stateId, search] as const,
};

export const useRegistrationDraft = (token: string | null) =>
  useQuery({ queryKey: registrationKeys.draft(token ?? ''), queryFn: () => resumeRegistration(token ?? ''), enabled: Boolean(token), staleTime: Infinity });

/** The wizard shows every failure on its fields or above its buttons (step-form.ts): no toasts. */
const SHOWN_BY_THE_WIZARD = { isShownInline: () => true } as const;

export const useStartRegistration = () => useAppMutation({ ...SHOWN_BY_THE_WIZARD, mutationFn: (body: TStartRegistrationInput) => startRegistration(body) });

export const useSaveRegistrationStep = (token: string) =>
  useAppMutation({ ...SHOWN_BY_THE_WIZARD, mutationFn: (body: TSaveRegistrationStepInput) => saveRegistrationStep(token, body) });

export const useSubmitRegistration = (token: string) =>
  useAppMutation({ ...SHOWN_BY_THE_WIZARD, mutationFn: (honeypot: string) => submitRegistration(token, honeypot) });

export const usePublicServices = () => useQuery({ queryKey: registrationKeys.services(), queryFn: publicServices, staleTime: 5 * 60_000 });

export const usePublicStates = (countryId: number | null) =>
  useQuery({
    queryKey: registrationKeys.states(countryId ?? 0),
    queryFn: () => publicStates(countryId ?? 0),
    enabled: countryId !== null,
    staleTime: Infinity,
  });

export const usePublicCities = (stateId: number | null, search: string) =>
  useQuery({
    queryKey: registrationKeys.cities(stateId ?? 0, search),
    queryFn: () => publicCities(stateId ?? 0, search),
    enabled: stateId !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** The get-in-touch form's signed load time: fetched once when the form shows, never refreshed behind the person's back. */
export const useGetInTouchFormToken = () =>
  useQuery({ queryKey: ['get-in-touch', 'form-token'], queryFn: getInTouchFormToken, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });

/** The form shows its failures on its fields or above its button: no toasts. */
export const useSendGetInTouch = () => useAppMutation({ isShownInline: () => true, mutationFn: (body: TGetInTouchInput) => sendGetInTouch(body) });
