import { DRAWER_WIDTH } from '@app/shared';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ConfirmProvider } from '../../components/confirm-dialog';
import { PageTitleProvider, useCurrentPageTitle } from '../../components/page-title';
import { SnackbarProvider } from '../../components/snackbar';
import { RequireSession } from '../../features/auth/require-session';
import { CommandPalette } from '../../features/search/components/command-palette';
import { AppDrawer } from './app-drawer';
import { UserMenu } from './user-menu';

const DRAWER_OPEN_KEY = 'drawer_open';

function readDrawerOpen(): boolean {
  try {
    return localStorage.getItem(DRAWER_OPEN_KEY) !== '0';
  } catch {
    return true;
  }
}

function Shell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(readDrawerOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const title = useCurrentPageTitle();
  const navigation = useNavigation();
  const navId = useId();
  const open = desktop ? desktopOpen : mobileOpen;

  const toggle = () => {
    if (!desktop) return setMobileOpen((value) => !value);
    setDesktopOpen((value) => {
      localStorage.setItem(DRAWER_OPEN_KEY, value ? '0' : '1');
      return !value;
    });
  };

  const slide = (property: string) =>
    theme.transitions.create(property, {
      easing: theme.transitions.easing.sharp,
      duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
    });

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Nascondi navigazione' : 'Mostra navigazione'}
            aria-expanded={open}
            aria-controls={navId}
            onClick={toggle}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <CommandPalette />
          <UserMenu />
        </Toolbar>
        {navigation.state === 'loading' ? (
          <LinearProgress
            color="secondary"
            aria-label="Caricamento pagina"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
          />
        ) : null}
      </AppBar>
      <AppDrawer
        id={navId}
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
      />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, md: 3 },
          // A persistent drawer keeps its place in the row; sliding main over it is MUI's pattern.
          ml: desktop && !desktopOpen ? `-${DRAWER_WIDTH}px` : 0,
          transition: slide('margin'),
        }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

/** Frame of every signed-in page: top bar with title and Menu, side drawer, page below. */
export default function AdminLayout() {
  return (
    <RequireSession>
      <SnackbarProvider>
        <ConfirmProvider>
          <PageTitleProvider>
            <Shell />
          </PageTitleProvider>
        </ConfirmProvider>
      </SnackbarProvider>
    </RequireSession>
  );
}
