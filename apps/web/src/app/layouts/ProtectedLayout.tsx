import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { BackgroundJobsDock } from '../../features/background-jobs/components/BackgroundJobsDock';
import { WorkspaceBanner } from '../../features/clients/components/WorkspaceBanner';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useAppDispatch, useAppSelector } from '../../providers/store';
import { toggleSideNav } from '../../providers/store/settings-slice';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';

const NAV_WIDTH = 256;
const NAV_WIDTH_COLLAPSED = 72;

/** The signed-in shell: header, side navigation (a drawer on phones), content, job panel. */
export default function ProtectedLayout() {
  const isMobile = useIsMobile();
  const isCollapsed = useAppSelector((state) => state.settings.isSideNavCollapse);
  const dispatch = useAppDispatch();
  const [isDrawerOpen, drawer] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={isMobile ? undefined : { width: isCollapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH, breakpoint: 'sm' }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <AppHeader isMobile={isMobile} isNavOpen={isDrawerOpen} onToggleNav={drawer.toggle} />
      </AppShell.Header>
      {isMobile ? (
        <Drawer opened={isDrawerOpen} onClose={drawer.close} size={288} padding={0} title={<BrandMark size={28} />}
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
          styles={{ header: { paddingInline: 16 } }}>
          <SideNav collapsed={false} onNavigate={drawer.close} />
        </Drawer>
      ) : (
        <AppShell.Navbar>
          <SideNav collapsed={isCollapsed} onToggleCollapse={() => dispatch(toggleSideNav())} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <div style={{ maxWidth: 1280, margin: '0 auto' }}>
          <WorkspaceBanner />
          <Outlet />
        </div>
      </AppShell.Main>
      <BackgroundJobsDock />
    </AppShell>
  );
}
