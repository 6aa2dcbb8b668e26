import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { TRfpLine } from '@procura/shared';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { useLineScope } from '../queries';

/** One line's scope of work as pinned when the RFP was sent: what the vendor prices. */
export function LineScopeModal({ rfpId, line, onClose }: { rfpId: string; line: TRfpLine; onClose: () => void }) {
  const scope = useLineScope(rfpId, line.id);
  return (
    <Modal opened onClose={onClose} title={`Scope of work · ${line.propertyName}, ${line.serviceName}`} size="lg">
      {scope.isLoading ? <Spinner hint="Loading the scope of work…" /> : null}
      {scope.error ? <Alert color="red">{errorMessage(scope.error, 'The scope of work could not be loaded.')}</Alert> : null}
      {scope.data ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {scope.data.name} (version {scope.data.version})
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {scope.data.text}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
