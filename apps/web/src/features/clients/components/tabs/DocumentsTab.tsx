import type { TClientDetail } from '@procura/shared';
import { DocumentsTab as RecordDocumentsTab } from '../../../../components/documents/DocumentsTab';

/**
 * The client's files. Today these are its logo and header image; contracts, SOWs and RFP
 * attachments will list here as those features land.
 */
export function DocumentsTab({ client }: { client: TClientDetail }) {
  return (
    <RecordDocumentsTab
      files={[
        { label: 'Logo', fileKey: client.logoKey, previewUrl: client.logoUrl, alt: 'Logo of the client' },
        { label: 'Header image', fileKey: client.headerImageKey, previewUrl: client.headerImageUrl, alt: 'Header image of the client' },
      ]}
      footnote="Contracts, scopes of work and RFP documents of this client will be listed here once those areas are built."
    />
  );
}
