import { Alert, Anchor, Box, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ROUTES, VENDOR_TYPE_LABELS } from '@procura/shared';
import { IconArrowLeft, IconCheck, IconPencil, IconPower, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { ComplianceTab } from '../components/compliance/ComplianceTab';
import { ComplianceBadge } from '../components/ComplianceBadge';
import { DecisionModals, type TDecisionTarget } from '../components/DecisionModals';
import { VendorFormModal } from '../components/form/VendorFormModal';
import { ContactsTab } from '../components/tabs/ContactsTab';
import { HistoryTab } from '../../../components/HistoryTab';
import { VENDOR_HISTORY } from '../vendor-history';
import { OutletsTab } from '../components/tabs/OutletsTab';
import { ProfileTab } from '../components/tabs/ProfileTab';
import { ServicesAreasTab } from '../components/tabs/ServicesAreasTab';
import { ApprovalBadge, VendorStatusBadge } from '../components/VendorBadges';
import { VendorLogo } from '../components/VendorLogo';
import { placeOf, vendorPath } from '../components/vendor-format';
import { useSubmitVendor, useUpdateVendorStatus, useVendorDetail, vendorHistoryQuery } from '../queries';

const TABS = ['profile', 'services', 'branches', 'contacts', 'compliance', 'history'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | undefined | null): value is TTab => TABS.some((tab) => tab === value);

const VENDOR_WORKSPACE_TYPES = ['vendor', 'vendor_branch', 'vendor_franchise'];

/** Keyed by id: moving from a vendor to its branch starts the page afresh (tabs, modals). */
export default function VendorDetailPage() {
  const { id = '' } = useParams();
  const { userWorkspace } = useAuth();
  if (isRecordId(id)) return <VendorDetail key={id} id={id} />;
  const isVendorWorkspace = VENDOR_WORKSPACE_TYPES.includes(userWorkspace?.type ?? '');
  return (
    <Stack>
      {isVendorWorkspace ? null : <BackLink to={ROUTES.vendor} label="All vendors" />}
      <RecordLoadError
        what="vendor"
        error={null}
        isBrokenLink
        backTo={isVendorWorkspace ? ROUTES.dashboard : ROUTES.vendor}
        backLabel={isVendorWorkspace ? 'Dashboard' : 'Vendors'}
        onRetry={() => undefined}
      />
    </Stack>
  );
}

function VendorDetail({ id }: { id: string }) {
  const { tab: tabParam } = useParams();
  const navigate = useNavigate();
  const { userWorkspace } = useAuth();
  const vendor = useVendorDetail(id);
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingStatus, setConfirmingStatus] = useState(false);
  const [decision, setDecision] = useState<TDecisionTarget | null>(null);
  const submit = useSubmitVendor();
  const status = useUpdateVendorStatus();
  usePageTitle(vendor.data?.name ?? 'Vendor');
  // A vendor's own people have no list to go back to; a parent's people go back to the parent.
  const isVendorWorkspace = VENDOR_WORKSPACE_TYPES.includes(userWorkspace?.type ?? '');
  const tab: TTab = isTab(tabParam) ? tabParam : 'profile';

  if (vendor.isLoading) return <Spinner hint="Loading the vendor…" />;
  if (vendor.error || !vendor.data) {
    return (
      <Stack>
        {isVendorWorkspace ? null : <BackLink to={ROUTES.vendor} label="All vendors" />}
        <RecordLoadError
          what="vendor"
          error={vendor.error}
          backTo={isVendorWorkspace ? ROUTES.dashboard : ROUTES.vendor}
          backLabel={isVendorWorkspace ? 'Dashboard' : 'Vendors'}
          onRetry={() => void vendor.refetch()}
        />
      </Stack>
    );
  }
  const data = vendor.data;
  const { abilities } = data;
  const isActive = data.status === 'ACTIVE';
  const isOwn = userWorkspace?.vendor?.id === data.id;
  const hasOutlets = data.vendorType === 'VENDOR' && (abilities.viewBranches || abilities.viewFranchises);
  const canSubmit = abilities.submit;
  const canDecide = abilities.review;
  const back =
    data.parent && !isOwn
      ? { to: vendorPath(data.parent.id, 'branches'), label: data.parent.name }
      : isVendorWorkspace
        ? null
        : { to: ROUTES.vendor, label: 'All vendors' };
  const subtitle = [
    VENDOR_TYPE_LABELS[data.vendorType],
    data.parent && isOwn ? `of ${data.parent.name}` : null,
    data.dba ? `DBA ${data.dba}` : null,
    placeOf(data),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Stack gap="lg">
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Box h={8} bg="teal.1" />
        <Group justify="space-between" align="center" p={{ base: 'md', sm: 'lg' }} gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <VendorLogo name={data.name} url={data.logoUrl} size={64} />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              {subtitle ? (
                <Text size="sm" c="dimmed">
                  {subtitle}
                </Text>
              ) : null}
              <Group gap="xs">
                <ComplianceBadge state={data.complianceState} expiresOn={data.complianceExpiresOn} />
                <ApprovalBadge status={data.approvalStatus} />
                <VendorStatusBadge status={data.status} />
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            {canDecide ? (
              <>
                <Button
                  color="green"
                  leftSection={<IconCheck aria-hidden size={16} />}
                  onClick={() => setDecision({ id: data.id, name: data.name, decision: 'approve', complianceState: data.complianceState })}
                >
                  Approve
                </Button>
                <Button
                  variant="default"
                  c="red.8"
                  leftSection={<IconX aria-hidden size={16} />}
                  onClick={() => setDecision({ id: data.id, name: data.name, decision: 'reject', complianceState: data.complianceState })}
                >
                  Decline
                </Button>
              </>
            ) : null}
            {canSubmit ? (
              <Button
                variant={canDecide ? 'default' : 'filled'}
                leftSection={<IconSend aria-hidden size={16} />}
                loading={submit.isPending}
                onClick={() => submit.mutate(data.id)}
              >
                Send for approval
              </Button>
            ) : null}
            {abilities.changeStatus ? (
              <Button
                variant="default"
                color={isActive ? 'red' : 'green'}
                leftSection={<IconPower aria-hidden size={16} />}
                onClick={() => setConfirmingStatus(true)}
              >
                {isActive ? 'Deactivate' : 'Activate'}
              </Button>
            ) : null}
            {abilities.edit ? (
              <Button
                variant={canSubmit || canDecide ? 'default' : 'filled'}
                leftSection={<IconPencil aria-hidden size={16} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>

      {data.approvalStatus === 'NOT_APPROVED' ? (
        <Alert color="red" variant="light" title="Not approved">
          <Text size="sm">{data.approvalReason ?? 'No reason was given.'}</Text>
          {canSubmit ? (
            <Text size="sm" mt={6}>
              Fix what is asked, then send it for approval again.
            </Text>
          ) : null}
        </Alert>
      ) : data.approvalStatus === 'DRAFT' && canSubmit ? (
        <Alert color="gray" variant="light" title="Draft">
          This vendor is a draft: complete its profile and documents, then send it for approval.
        </Alert>
      ) : data.approvalStatus === 'PENDING_FOR_APPROVAL' && !canDecide ? (
        <Alert color="orange" variant="light" title="Waiting for approval">
          {abilities.edit
            ? 'The provider reviews this vendor. You can keep its profile and documents current meanwhile.'
            : 'The provider reviews this vendor; you will see it approved here.'}
        </Alert>
      ) : null}

      <Tabs
        value={tab}
        onChange={(next) => isTab(next) && void navigate(vendorPath(data.id, next === 'profile' ? undefined : next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="services">Services & areas</Tabs.Tab>
          {hasOutlets ? <Tabs.Tab value="branches">Branches & franchises ({data.branchCount + data.franchiseCount})</Tabs.Tab> : null}
          {abilities.viewContacts ? <Tabs.Tab value="contacts">Contacts</Tabs.Tab> : null}
          <Tabs.Tab value="compliance">Compliance</Tabs.Tab>
          {abilities.viewHistory ? <Tabs.Tab value="history">History</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab vendor={data} />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ServicesAreasTab vendor={data} />
        </Tabs.Panel>
        {hasOutlets ? (
          <Tabs.Panel value="branches">
            <OutletsTab vendor={data} />
          </Tabs.Panel>
        ) : null}
        {abilities.viewContacts ? (
          <Tabs.Panel value="contacts">
            <ContactsTab vendorId={data.id} abilities={abilities} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="compliance">
          <ComplianceTab vendorId={data.id} vendorName={data.name} />
        </Tabs.Panel>
        {abilities.viewHistory ? (
          <Tabs.Panel value="history">
            <HistoryTab label="Vendor history" vocabulary={VENDOR_HISTORY} query={vendorHistoryQuery(data.id)} />
          </Tabs.Panel>
        ) : null}
      </Tabs>

      {isEditing ? <VendorFormModal vendor={data} onClose={() => setEditing(false)} /> : null}
      <DecisionModals target={decision} onClose={() => setDecision(null)} />
      <ConfirmModal
        isOpen={isConfirmingStatus}
        title={isActive ? 'Deactivate vendor' : 'Activate vendor'}
        message={
          isActive
            ? `${data.name} becomes inactive: its people are signed out at once and it is no longer invited to RFPs until it is activated again.`
            : `${data.name} becomes active again and its people can sign in.`
        }
        confirmLabel={isActive ? 'Deactivate' : 'Activate'}
        isDestructive={isActive}
        isPending={status.isPending}
        onConfirm={() => status.mutate({ id: data.id, status: isActive ? 'INACTIVE' : 'ACTIVE' }, { onSuccess: () => setConfirmingStatus(false) })}
        onClose={() => setConfirmingStatus(false)}
      />
    </Stack>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        {label}
      </Group>
    </Anchor>
  );
}
