import { Button, FileInput, Group, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { CONTRACT_DOCUMENT_KINDS, CONTRACT_DOCUMENT_TITLE_MAX, UPLOAD_RULES, type TContract, type TContractDocumentKind } from '@procura/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { FormModal } from '../../../components/unsaved-changes';
import { acceptFor, uploadFile } from '../../../lib/upload';
import { useAddContractDocument } from '../parts-queries';
import { DOCUMENT_KIND_LABELS } from './document-kinds';

const KIND_OPTIONS = CONTRACT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }));
const isKind = (value: string | null): value is TContractDocumentKind => CONTRACT_DOCUMENT_KINDS.some((k) => k === value);

/**
 * A document saved with the contract: the file goes up through the upload flow (category
 * ai_contract_document, checked by the server), then is saved with its kind and title. The signed
 * copy is what activation asks for when the client requires one.
 */
export function UploadDocumentModal({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<TContractDocumentKind>(contract.signedDocumentRequired ? 'SIGNED' : 'OTHER');
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; title?: string }>({});
  const save = useAddContractDocument(contract.id);
  const isBusy = progress !== null || save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const next: typeof errors = {};
    if (!file) next.file = 'Choose a PDF or Word document.';
    if (title.trim().length > CONTRACT_DOCUMENT_TITLE_MAX) next.title = `The title is at most ${CONTRACT_DOCUMENT_TITLE_MAX} characters.`;
    setErrors(next);
    if (next.file || next.title || !file) return;
    try {
      setProgress(0);
      const fileKey = await uploadFile(file, { category: 'ai_contract_document', onProgress: setProgress });
      setProgress(null);
      await save.mutateAsync({ fileKey, kind, title: title.trim() || undefined });
      onClose();
    } catch (error) {
      setProgress(null);
      setErrors({ file: errorMessage(error, 'The document could not be saved. Try again.') });
    }
  };

  return (
    <FormModal isDirty={file !== null || title !== ''} isSubmitting={isBusy} onClose={onClose} title="Upload document">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">Everyone who reads {contract.number} can download it.</Text>
          <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} value={kind} onChange={(value) => isKind(value) && setKind(value)} disabled={isBusy} />
          <FileInput
            label="File"
            description={UPLOAD_RULES.ai_contract_document.label}
            required
            accept={acceptFor('ai_contract_document')}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            leftSection={<IconFileTypePdf aria-hidden size={16} />}
            placeholder="Choose a file"
            error={errors.file}
            disabled={isBusy}
            data-autofocus
          />
          <TextInput
            label="Title"
            description="Empty: the file's name"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            disabled={isBusy}
          />
          {progress !== null ? <Progress value={progress} size="sm" aria-label="Upload progress" /> : null}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
