import { lazy, type ComponentType } from 'react';
import type { TSowDoc } from '@procura/shared';

/*
 * The assistant and the templates are written by another team in their own folders
 * (assistant/, templates/). Picked up by file name when present: the screens leave their tab,
 * page and panel out until then, and nothing here has to change when they land.
 */

/** Props of `assistant/SowAssistantPanel.tsx` (default export), rendered beside the editor. */
export interface TSowAssistantPanelProps {
  clientId: string;
  serviceId: string;
  /** The text as it is in the editor now (unsaved edits included). */
  content: TSowDoc;
  /** An accepted rewrite: the editor takes it; saving is still the user's choice. */
  onApply: (doc: TSowDoc) => void;
}

type TLoader<P> = () => Promise<{ default: ComponentType<P> }>;
const first = <P>(modules: Record<string, TLoader<P>>) => Object.values(modules)[0] ?? null;
const lazyOrNull = <P extends object>(loader: TLoader<P> | null) => (loader ? lazy(loader) : null);

export const SowTemplatesTab = lazyOrNull(first(import.meta.glob<{ default: ComponentType<object> }>('./templates/SowTemplatesTab.tsx')));
export const SowDraftWizardPage = lazyOrNull(first(import.meta.glob<{ default: ComponentType<object> }>('./assistant/SowDraftWizardPage.tsx')));
export const SowAssistantPanel = lazyOrNull(first(import.meta.glob<{ default: ComponentType<TSowAssistantPanelProps> }>('./assistant/SowAssistantPanel.tsx')));
/** `templates/GenerateDocumentsModal.tsx`: one document per property of the scope, from a DOCX template. */
export const GenerateDocumentsModal = lazyOrNull(first(import.meta.glob<{ default: ComponentType<{ sowId: string; onClose: () => void }> }>('./templates/GenerateDocumentsModal.tsx')));
