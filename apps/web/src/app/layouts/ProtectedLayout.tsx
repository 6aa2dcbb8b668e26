import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Provider as ReduxProvider } from 'react-redux';
import { Outlet } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { BrandMark } from '../../components/BrandMark';
import { UnsavedChangesProvider } from '../../components/unsaved-changes';
import { BackgroundJobsDock } from '../../features/background-jobs';
import { WorkspaceBanner } from '../../features/clients';
import { useIsMobile } from '../../lib/use-is-mobile';
import { persistor, store, useAppDispatch, useAppSelector } from '../../providers/store';
import { toggleSideNav } from '../../providers/store/settings-slice';
import { AppHeader } from './AppHeader';
import classes from './ProtectedLayout.module.css';
import { SideNav } from './SideNav';

const NAV_WIDTH = 256;
const NAV_WIDTH_COLLAPSED = 72;

/** The signed-in shell with its store (spec §4: settings and the job panel's flags, kept across reloads). */
export default function ProtectedLayout() {
  return (
    <ReduxProvider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <Shell />
      </PersistGate>
    </ReduxProvider>
  );
}

/** Header, side navigation (a drawer on phones), content, job panel. */
function Shell() {
  const isMobile = useIsMobile();
  const isCollapsed = useAppSelector((state) => state.settings.isSideNavCollapse);
  const isJobsPanelOpen = useAppSelector((state) => state.backgroundJobs.isOpen);
  const dispatch = useAppDispatch();
  const [isDrawerOpen, drawer] = useDisclosure(false);

  return (
    <UnsavedChangesProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={isMobile ? undefined : { width: isCollapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH, breakpoint: 'sm' }}
        padding={{ base: 'md', sm: 'xl' }}
        // No slide: when the layout switches between desktop and phone (a turned tablet, a resized
        // window) the content's padding is the navigation's width one moment and the phone's the
        // next; sliding between them left a phone's page half off-screen, clipped at the right.
        transitionDuration={0}
        bg="gray.0"
      >
        <AppShell.Header>
          <AppHeader isMobile={isMobile} isNavOpen={isDrawerOpen} onToggleNav={drawer.toggle} />
        </AppShell.Header>
        {isMobile ? (
          <Drawer
            opened={isDrawerOpen}
            onClose={drawer.close}
            size={288}
            padding={0}
            title={<BrandMark size={28} />}
            closeButtonProps={{ 'aria-label': 'Close navigation' }}
            styles={{ header: { paddingInline: 16 } }}
          >
            <SideNav collapsed={false} onNavigate={drawer.close} />
          </Drawer>
        ) : (
          <AppShell.Navbar>
            <SideNav collapsed={isCollapsed} onToggleCollapse={() => dispatch(toggleSideNav())} />
          </AppShell.Navbar>
        )}
        <AppShell.Main
          className={classes.main}
          data-jobs-panel={isJobsPanelOpen || undefined}
          style={{ paddingBottom: 'calc(var(--app-shell-padding) + var(--procura-dock-reserve))' }}
        >
          <div style={{ maxWidth: 1280, margin: '0 auto' }}>
            <WorkspaceBanner />
            <Outlet />
          </div>
        </AppShell.Main>
        <BackgroundJobsDock />
      </AppShell>
    </UnsavedChangesProvider>
  );
}
