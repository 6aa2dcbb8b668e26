import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { isRecordId } from '../../../components/RecordLoadError';
import { PropertyForm } from '../components/form/PropertyForm';
import { BackToList, PropertyLoadError, PropertyPageSkeleton } from '../components/PageState';
import { propertyPath } from '../property-display';
import { usePropertyDetail } from '../queries';
import { usePropertyPermissions } from '../use-property-permissions';

/** `/property/new` and `/property/:id/edit`: a page, not a modal — the map needs the room. */
export default function PropertyFormPage() {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const permissions = usePropertyPermissions();
  const isBrokenLink = id !== null && !isRecordId(id);
  const property = usePropertyDetail(isBrokenLink ? null : id);

  const header = (
    <>
      <BackToList />
      <PageHeader
        title={id ? `Edit ${property.data?.name ?? 'property'}` : 'New property'}
        description={id ? 'Change the details, the address or the pin.' : 'Add a property to a client: its details, address and where it is on the map.'}
      />
    </>
  );

  if (isBrokenLink)
    return (
      <>
        {header}
        <PropertyLoadError error={null} isBrokenLink onRetry={() => undefined} />
      </>
    );
  if (id && property.isLoading)
    return (
      <>
        {header}
        <PropertyPageSkeleton />
      </>
    );
  if (id && property.error)
    return (
      <>
        {header}
        <PropertyLoadError error={property.error} onRetry={() => void property.refetch()} />
      </>
    );

  return (
    <>
      {header}
      <PropertyForm
        key={property.data?.id ?? 'new'}
        property={property.data ?? null}
        ownClient={permissions.ownClient}
        onSaved={(saved) => void navigate(propertyPath(saved.id), { replace: true })}
        onCancel={() => void navigate(-1)}
      />
    </>
  );
}
