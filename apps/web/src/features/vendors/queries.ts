import {
  VENDOR_COMPLIANCE_STATE_DESCRIPTIONS,
  VENDOR_CONTACT_UPDATE_FAILED,
  type TContactType,
  type TCreateVendorContactInput,
  type TCreateVendorDocumentInput,
  type TCreateVendorInput,
  type TCreateVendorOutletInput,
  type TUpdateVendorContactInput,
  type TUpdateVendorInput,
  type TVendorApprovalResult,
  type TVendorContactListQueryInput,
  type TVendorDetail,
  type TVendorDocumentListQueryInput,
  type TVendorDocumentResult,
  type TVendorListQuery,
  type TVendorOutletListQueryInput,
  type TVendorStatus,
} from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { contactUpdateOf, type TContactFormValues } from '../../components/contacts/ContactFormModal';
import { formatDate } from '../../lib/format';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import {
  approveVendor,
  createOutlet,
  createVendor,
  createVendorContact,
  createVendorDocument,
  deleteVendorContact,
  deleteVendorDocument,
  getVendor,
  getVendorCompliance,
  getVendorHistory,
  listOutlets,
  listVendorContacts,
  listVendorDocuments,
  listVendors,
  rejectVendor,
  submitVendor,
  updateContactType,
  updateVendor,
  updateVendorContact,
  updateVendorStatus,
} from './api';
import type { THistoryQuery } from '../../components/HistoryTab';

export const vendorKeys = {
  all: ['vendors'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (query: TVendorListQuery) => [...vendorKeys.lists(), query] as const,
  detail: (id: string) => [...vendorKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...vendorKeys.detail(id), 'history', page] as const,
  outlets: (id: string, query: TVendorOutletListQueryInput) => [...vendorKeys.detail(id), 'outlets', query] as const,
  contacts: (id: string, query: TVendorContactListQueryInput) => [...vendorKeys.detail(id), 'contacts', query] as const,
  compliance: (id: string) => [...vendorKeys.detail(id), 'compliance'] as const,
  documents: (id: string, query: TVendorDocumentListQueryInput) => [...vendorKeys.detail(id), 'documents', query] as const,
};

export const VENDOR_TOASTS = {
  created: { title: 'Vendor Created', description: 'Vendor has been created successfully.' },
  updated: { title: 'Vendor Updated', description: 'Vendor has been updated successfully.' },
  submitted: { title: 'Sent for Approval', description: 'The provider has been asked to review this vendor.' },
  rejected: { title: 'Vendor Not Approved', description: 'The vendor can read the reason and send it again.' },
  activated: { title: 'Vendor Activated', description: 'The vendor and its people can work again.' },
  deactivated: { title: 'Vendor Deactivated', description: 'The vendor is inactive; its people have been signed out.' },
  contactAdded: { title: 'Contact Added', description: 'The vendor contact has been added.' },
  contactUpdated: { title: 'Contact Updated', description: 'The vendor contact has been updated.' },
  contactRemoved: { title: 'Contact Removed', description: 'The vendor contact has been removed.' },
  documentRemoved: { title: 'Document Removed', description: 'The document it replaced, if any, is current again.' },
} as const satisfies Record<string, TToastText>;

/** A new branch or franchise: called by what it is (it has its own workspace, people and contacts). */
const outletCreatedToast = (outlet: TVendorDetail): TToastText => ({
  title: `${outlet.vendorType === 'VENDOR_FRANCHISE' ? 'Franchise' : 'Branch'} Added`,
  description: 'It has its own workspace, people and contacts.',
});

/** What the vendor's compliance is once the document is on file, in the badge's words. */
const documentAddedToast = ({ compliance }: TVendorDocumentResult): TToastText => ({
  title: 'Document Added',
  description:
    compliance.state === 'COMPLIANT'
      ? 'The vendor is compliant.'
      : compliance.state === 'EXPIRING'
        ? `The vendor is compliant until ${formatDate(compliance.expiresOn)}.`
        : `Not compliant yet: ${VENDOR_COMPLIANCE_STATE_DESCRIPTIONS[compliance.state].charAt(0).toLowerCase()}${VENDOR_COMPLIANCE_STATE_DESCRIPTIONS[compliance.state].slice(1)}`,
});

/** What approving did about the vendor's admin: said in the success toast. */
function approvalToast(result: TVendorApprovalResult): TToastText {
  const { outcome, email, message } = result.invitation;
  if (outcome === 'INVITED') return { title: 'Vendor Approved', description: `An invitation was sent to ${email ?? 'its admin contact'}.` };
  if (outcome === 'ALREADY_ACTIVE') return { title: 'Vendor Approved', description: `${email ?? 'Its admin'} can already sign in.` };
  return { title: 'Vendor Approved', description: message ?? 'Nobody was invited: add an admin contact to the vendor.' };
}

export function useVendorList(query: TVendorListQuery, enabled = true) {
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => listVendors(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
    enabled,
  });
}

export function useVendorDetail(id: string) {
  return useQuery({ queryKey: vendorKeys.detail(id), queryFn: ({ signal }) => getVendor(id, signal), refetchOnMount: true });
}

/** One vendor's History tab (components/HistoryTab.tsx fetches it a page at a time). */
export const vendorHistoryQuery =
  (id: string): THistoryQuery =>
  (page) => ({ queryKey: vendorKeys.history(id, page), queryFn: ({ signal }) => getVendorHistory(id, page, signal) });

export function useVendorOutlets(id: string, query: TVendorOutletListQueryInput, enabled: boolean) {
  return useQuery({
    queryKey: vendorKeys.outlets(id, query),
    queryFn: ({ signal }) => listOutlets(id, query, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: true,
  });
}

export function useVendorContacts(query: TVendorContactListQueryInput, enabled: boolean) {
  return useQuery({
    queryKey: vendorKeys.contacts(query.vendorId, query),
    queryFn: ({ signal }) => listVendorContacts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: true,
  });
}

export function useVendorCompliance(id: string) {
  return useQuery({ queryKey: vendorKeys.compliance(id), queryFn: ({ signal }) => getVendorCompliance(id, signal), refetchOnMount: true });
}

export function useVendorDocuments(id: string, query: TVendorDocumentListQueryInput) {
  return useQuery({
    queryKey: vendorKeys.documents(id, query),
    queryFn: ({ signal }) => listVendorDocuments(id, query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

/** Every change to a vendor refreshes its lists and pages (the badge shows in both): one prefix. */
const VENDOR_CHANGE = { invalidates: [vendorKeys.all] } as const;

export const useCreateVendor = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: (input: TCreateVendorInput) => createVendor(input),
    successToast: VENDOR_TOASTS.created,
    errorToast: { fallback: 'An error occurred while creating the vendor.' },
  });
export const useUpdateVendor = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdateVendorInput }) => updateVendor(id, input),
    successToast: VENDOR_TOASTS.updated,
    errorToast: { fallback: 'An error occurred while updating the vendor.' },
  });
export const useSubmitVendor = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: (id: string) => submitVendor(id),
    successToast: VENDOR_TOASTS.submitted,
    errorToast: { fallback: 'An error occurred while sending the vendor for approval.' },
  });
export const useApproveVendor = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: (id: string) => approveVendor(id),
    successToast: approvalToast,
    errorToast: { fallback: 'An error occurred while approving the vendor.' },
  });
export const useRejectVendor = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectVendor(id, reason),
    successToast: VENDOR_TOASTS.rejected,
    errorToast: { fallback: 'An error occurred while declining the vendor.' },
  });
export const useUpdateVendorStatus = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: ({ id, status }: { id: string; status: TVendorStatus }) => updateVendorStatus(id, status),
    successToast: (vendor: TVendorDetail) => (vendor.status === 'ACTIVE' ? VENDOR_TOASTS.activated : VENDOR_TOASTS.deactivated),
    errorToast: { fallback: 'An error occurred while changing the vendor’s status.' },
  });
export const useCreateOutlet = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: ({ vendorId, input }: { vendorId: string; input: TCreateVendorOutletInput }) => createOutlet(vendorId, input),
    successToast: outletCreatedToast,
    errorToast: { fallback: 'An error occurred while adding the branch or franchise.' },
  });

export const useCreateVendorContact = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: (input: TCreateVendorContactInput) => createVendorContact(input),
    successToast: VENDOR_TOASTS.contactAdded,
    errorToast: { fallback: 'An error occurred while adding the contact.' },
  });
/** Spec §8: a failed vendor contact change says 'Failed to update vendor contact.' unless the server says more. */
export const useUpdateVendorContact = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdateVendorContactInput }) => updateVendorContact(id, input),
    successToast: VENDOR_TOASTS.contactUpdated,
    errorToast: { fallback: VENDOR_CONTACT_UPDATE_FAILED },
  });
/** The shared contact form's save: a new contact of this vendor, or an edit. */
export function useSaveVendorContact(vendorId: string, binding: TMutationForm) {
  const create = useCreateVendorContact(binding);
  const update = useUpdateVendorContact(binding);
  return (values: TContactFormValues, contact: { id: string } | null) =>
    contact ? update.mutateAsync({ id: contact.id, input: contactUpdateOf(values) }) : create.mutateAsync({ vendorId, ...values });
}
export const useUpdateVendorContactType = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: ({ userId, contactType }: { userId: string; contactType: TContactType }) => updateContactType(userId, contactType),
    successToast: VENDOR_TOASTS.contactUpdated,
    errorToast: { fallback: VENDOR_CONTACT_UPDATE_FAILED },
  });
export const useDeleteVendorContact = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: (id: string) => deleteVendorContact(id),
    successToast: VENDOR_TOASTS.contactRemoved,
    errorToast: { fallback: 'An error occurred while removing the contact.' },
  });

export const useCreateVendorDocument = (binding?: TMutationForm) =>
  useAppMutation({
    ...VENDOR_CHANGE,
    ...binding,
    mutationFn: ({ vendorId, input }: { vendorId: string; input: TCreateVendorDocumentInput }) => createVendorDocument(vendorId, input),
    successToast: documentAddedToast,
    errorToast: { fallback: 'An error occurred while adding the document.' },
  });
export const useDeleteVendorDocument = () =>
  useAppMutation({
    ...VENDOR_CHANGE,
    mutationFn: (id: string) => deleteVendorDocument(id),
    successToast: VENDOR_TOASTS.documentRemoved,
    errorToast: { fallback: 'An error occurred while removing the document.' },
  });
