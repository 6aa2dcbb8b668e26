import { Accordion, Button, FileInput, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { RFP_TEMPLATE_PLACEHOLDERS, UPLOAD_RULES, type TRfp, type TRfpTemplatePer } from '@procura/shared';
import { IconFileTypeDocx, IconFileZip, IconTemplate } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PlaceholderTerms } from '../../../components/documents/PlaceholderTerms';
import { FormModal } from '../../../components/unsaved-changes';
import { acceptFor } from '../../../lib/upload';
import { useTemplateDocuments } from '../template-documents';

type TErrors = { file?: string; per?: string };

/** "Documents from template" beside the RFP's actions, for the buyer (the RFP's `makeDocuments`). */
export function RfpTemplateDocumentsButton({ rfp }: { rfp: TRfp }) {
  const [isOpen, setOpen] = useState(false);
  if (!rfp.abilities.makeDocuments) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconTemplate aria-hidden size={16} />} onClick={() => setOpen(true)}>
        Documents from template
      </Button>
      {isOpen ? <TemplateDocumentsModal rfp={rfp} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * One Word document per invited vendor or per property, filled from the RFP (docs/rfp.md
 * "Documents from a template"); the job panel follows the work and downloads the ZIP.
 */
function TemplateDocumentsModal({ rfp, onClose }: { rfp: TRfp; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [per, setPer] = useState<TRfpTemplatePer>('vendor');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const generate = useTemplateDocuments(rfp.id, {
    form: { getValues: () => ({ file, per }), setErrors: (next) => setErrors({ file: next.file, per: next.per }) },
    fieldAliases: { templateFileId: 'file' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: TErrors = file ? {} : { file: 'Choose a Word document (.docx).' };
    setErrors(next);
    if (!file) return;
    generate.start({ file, per, onProgress: setProgress }, onClose);
  };

  return (
    <FormModal isDirty={file !== null} isSubmitting={generate.isPending} onClose={onClose} title="Documents from template" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            Upload a Word template with placeholders. {rfp.number} fills one document per invited vendor or per property, delivered as a ZIP in Background jobs.
          </Text>
          <FileInput
            label="Word template"
            description={UPLOAD_RULES.rfp_template.label}
            required
            accept={acceptFor('rfp_template')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            leftSection={<IconFileTypeDocx aria-hidden size={16} />}
            placeholder="Choose a .docx file"
            error={errors.file}
            disabled={generate.isPending}
          />
          {generate.isPending && progress !== null ? <Progress value={progress} size="sm" aria-label="Upload progress" /> : null}
          <Radio.Group label="One document per" value={per} onChange={(value) => setPer(value === 'property' ? 'property' : 'vendor')} error={errors.per}>
            <Stack gap="xs" mt={6}>
              <Radio value="vendor" label={`Invited vendor (${rfp.invitedCount})`} disabled={generate.isPending} />
              <Radio value="property" label="Property, with its lines" disabled={generate.isPending} />
            </Stack>
          </Radio.Group>
          <PlaceholderList />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconFileZip aria-hidden size={16} />} loading={generate.isPending}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/** What a template may say, in the words the check uses (a template with any other placeholder is refused, naming it). */
function PlaceholderList() {
  return (
    <Accordion variant="contained" radius="md" defaultValue={null}>
      <Accordion.Item value="placeholders">
        <Accordion.Control>Placeholders a template can use</Accordion.Control>
        <Accordion.Panel>
          <PlaceholderTerms placeholders={RFP_TEMPLATE_PLACEHOLDERS} columns={{ base: 1, sm: 1 }} testId="rfp-placeholder-list" />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
