import { ComingSoon } from '../../../components/ComingSoon';
import { PageHeader } from '../../../components/PageHeader';

/** A module route whose screens are not built yet (spec §2 Coming Soon page). */
export default function ModulePlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon feature={title} />
    </>
  );
}
