export { FormModal, type TFormModalProps } from './FormModal';
export { UnsavedChangesProvider } from './UnsavedChangesProvider';
export { useUnsavedChanges } from './unsaved-changes-context';
export { useFormDraft } from './use-form-draft';
