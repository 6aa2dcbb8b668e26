import type { TRegistrationDraft, TSaveRegistrationStepInput } from '@procura/shared';

/** What every saved step receives from the wizard. */
export interface TStepProps {
  draft: TRegistrationDraft;
  /** Saves the step (PUT) and moves on; rejects with the server's error. */
  save: (body: TSaveRegistrationStepInput) => Promise<unknown>;
  isSaving: boolean;
  onBack?: () => void;
}
