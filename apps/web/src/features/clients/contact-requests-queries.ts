import { CONTACT_REQUEST_STATUS_LABELS, type TContactRequestListQuery, type TContactRequestUpdate } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/query/use-app-mutation';
import { inviteContactRequestVendor, listContactRequests, updateContactRequest } from './contact-requests-api';

export const contactRequestKeys = {
  all: ['contact-requests'] as const,
  list: (query: TContactRequestListQuery) => [...contactRequestKeys.all, 'list', query] as const,
};

export function useContactRequestList(query: TContactRequestListQuery) {
  return useQuery({
    queryKey: contactRequestKeys.list(query),
    queryFn: ({ signal }) => listContactRequests(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export const useUpdateContactRequest = () =>
  useAppMutation({
    mutationFn: ({ id, ...body }: TContactRequestUpdate & { id: string }) => updateContactRequest(id, body),
    successToast: (saved) => ({
      title: 'Request Updated',
      description: `The request from ${saved.company} is now ${CONTACT_REQUEST_STATUS_LABELS[saved.status].toLowerCase()}.`,
    }),
    invalidates: [contactRequestKeys.all],
  });

export const useInviteContactRequestVendor = () =>
  useAppMutation({
    mutationFn: (id: string) => inviteContactRequestVendor(id),
    successToast: (saved) => ({ title: 'Vendor Invited', description: `${saved.email} was e-mailed a link to register ${saved.company} as a vendor.` }),
    invalidates: [contactRequestKeys.all],
  });
