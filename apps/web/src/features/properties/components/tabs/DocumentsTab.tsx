import type { TPropertyDetail, TPropertyDocument } from '@procura/shared';
import { DocumentsTab as RecordDocumentsTab } from '../../../../components/documents/DocumentsTab';
import { usePropertyDocuments, useRemovePropertyDocument, useUploadPropertyDocument } from '../../queries';

export function DocumentsTab({ property }: { property: TPropertyDetail }) {
  const remove = useRemovePropertyDocument(property.id);
  const canEdit = property.abilities.edit;
  return (
    <RecordDocumentsTab<TPropertyDocument>
      intro="Site plans, photos, prior contracts: anything a vendor should see before bidding."
      documents={{
        label: 'Property documents',
        useDocuments: (query) => usePropertyDocuments({ propertyId: property.id, ...query }),
        upload: canEdit ? { category: 'property_document', useUpload: (binding) => useUploadPropertyDocument(property.id, binding) } : undefined,
        remove: canEdit ? remove : undefined,
        empty: {
          title: 'No documents yet',
          description: canEdit ? 'Upload site plans, photos or contracts above.' : 'Documents added to this property will appear here.',
        },
      }}
    />
  );
}
