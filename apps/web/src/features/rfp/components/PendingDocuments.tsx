import { ActionIcon, FileInput, Group, Paper, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { acceptOf, UPLOAD_RULES } from '@procura/shared';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/format';
import { uploadFileDetailed } from '../../../lib/upload';

/**
 * A checked upload not yet part of the RFP: its key, the name vendors will read, and what it is
 * for (`target`: null for the whole RFP, otherwise the caller's key for a line). JSON only, so a
 * wizard can keep it in localStorage.
 */
export interface TPendingDocument {
  fileKey: string;
  name: string;
  size: number;
  target: string | null;
}

const WHOLE_RFP = 'whole-rfp';

/**
 * Documents chosen for an RFP before it names them (the wizard's documents step, an addendum):
 * "Document for" (the whole RFP or one line), then files, each uploaded and checked at once with
 * progress as an `rfp_attachment` or an `rfp_property_attachment`; each keeps an editable name.
 * `onBusyChange` says while an upload runs, so the form's save waits for it.
 */
export function PendingDocuments({
  targets,
  documents,
  onChange,
  onBusyChange,
}: {
  /** The lines a document may be for: a key and a label ("Lakeside Plaza · Mowing"). */
  targets: { value: string; label: string }[];
  documents: TPendingDocument[];
  onChange: (next: TPendingDocument[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [target, setTarget] = useState(WHOLE_RFP);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploads and fast typing each change the list from the latest one, never from a stale render.
  const latest = useRef(documents);
  latest.current = documents;
  const keep = (next: TPendingDocument[]) => {
    latest.current = next;
    onChange(next);
  };
  const busy = progress !== null;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const lineKey = target === WHOLE_RFP ? null : target;
  const category = lineKey ? 'rfp_property_attachment' : 'rfp_attachment';
  const labelOf = (key: string | null) => (key ? (targets.find((t) => t.value === key)?.label ?? 'A line no longer in the RFP') : 'The whole RFP');

  const upload = async (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      try {
        const stored = await uploadFileDetailed(file, { category, onProgress: (percent) => setProgress({ name: file.name, percent }) });
        keep([...latest.current, { fileKey: stored.fileKey, name: file.name.replace(/\.[^.]+$/, ''), size: stored.size, target: lineKey }]);
      } catch (error) {
        setProblem(`${file.name}: ${errorMessage(error, 'The file could not be uploaded.')}`);
      }
    }
    setProgress(null);
  };
  const rename = (fileKey: string, name: string) => keep(latest.current.map((d) => (d.fileKey === fileKey ? { ...d, name } : d)));

  return (
    <Stack gap="sm">
      {targets.length ? (
        <Select
          label="Document for"
          data={[{ value: WHOLE_RFP, label: 'The whole RFP' }, ...targets]}
          value={target}
          onChange={(value) => setTarget(value ?? WHOLE_RFP)}
          allowDeselect={false}
          searchable
          disabled={busy}
          maw={420}
        />
      ) : null}
      <FileInput
        label="Add documents"
        placeholder="Choose files"
        description={UPLOAD_RULES[category].label}
        accept={acceptOf(category)}
        multiple
        value={[]}
        onChange={(files) => void upload(files)}
        disabled={busy}
        error={problem}
      />
      {progress ? <Progress value={progress.percent} size="sm" radius="xl" aria-label={`Uploading ${progress.name}`} /> : null}
      {documents.length ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents to add">
          {documents.map((document) => (
            <Paper component="li" key={document.fileKey} withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-end">
                <TextInput
                  label="Document title"
                  description={`${labelOf(document.target)} · ${formatFileSize(document.size)}`}
                  value={document.name}
                  onChange={(event) => rename(document.fileKey, event.currentTarget.value)}
                  error={document.name.trim() ? undefined : 'Name the document.'}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${document.name || 'this document'}`}
                  onClick={() => keep(latest.current.filter((d) => d.fileKey !== document.fileKey))}
                  disabled={busy}
                >
                  <IconTrash aria-hidden size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm">No documents yet.</Text>
      )}
    </Stack>
  );
}
