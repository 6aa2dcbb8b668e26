import { Button } from '@mantine/core';
import { ZRfpQuerySchema } from '@procura/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useAuth } from '../../../providers/auth/auth-context';
import { RFP_COLUMNS } from '../components/rfp-columns';
import { RFP_FILTER_KEYS, RfpFilters } from '../components/RfpFilters';
import { RFP_NEW_PATH, rfpPath } from '../rfp-format';
import { useRfpList } from '../queries';

/** The buyer's RFPs: the provider's for every client, a client's own (docs/rfp.md "Who does what"). */
export default function RfpListPage() {
  const list = useUrlListState({ schema: ZRfpQuerySchema, filterKeys: RFP_FILTER_KEYS });
  const { userDetails, userWorkspace } = useAuth();
  const navigate = useNavigate();
  const rfps = useRfpList(list.query);
  const canCreate = userDetails?.abilities.rfp.create ?? false;
  const isClient = userWorkspace?.type === 'client';

  return (
    <>
      <PageHeader
        title="Requests for Proposal"
        description="Each RFP asks invited vendors to price a client's properties and services by a due time; bids stay sealed until you open them."
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => void navigate(RFP_NEW_PATH)}>
              New RFP
            </Button>
          ) : null
        }
      />
      <ListToolbar
        searchLabel="Search RFPs"
        searchPlaceholder="Search by number or title"
        {...toolbarProps(list)}
        filters={<RfpFilters list={list} showClients={!isClient} />}
      />
      <DataTable
        label="Requests for proposal"
        columns={RFP_COLUMNS}
        {...tableProps(list, rfps, 'The RFPs could not be loaded.')}
        getRowId={(rfp) => rfp.id}
        getRowLabel={(rfp) => `${rfp.number} ${rfp.title}`}
        rowActions={(rfp) => [{ label: 'Open', onSelect: () => void navigate(rfpPath(rfp.id)) }]}
        empty={emptyState(list, 'No RFP matches these filters', {
          title: 'No RFPs yet',
          description: canCreate
            ? 'Start one with New RFP: choose a client, its properties and services, and the vendors to invite.'
            : 'RFPs you may see will appear here.',
        })}
      />
    </>
  );
}
