import { lazy } from 'react';

/*
 * The assistant and the templates live in their own folders (assistant/, templates/) and are
 * loaded when first shown: the editor's page does not pay for them up front.
 */

export const SowTemplatesTab = lazy(() => import('./templates/SowTemplatesTab'));
export const SowDraftWizardPage = lazy(() => import('./assistant/SowDraftWizardPage'));
export const SowAssistantPanel = lazy(() => import('./assistant/SowAssistantPanel'));
/** One document per property of the scope, from a DOCX template. */
export const GenerateDocumentsModal = lazy(() => import('./templates/GenerateDocumentsModal'));
