import { DRAWER_WIDTH } from '@app/shared';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Link, useLocation } from 'react-router';
import { isActive, NAV_ITEMS } from './nav-items';

type Props = {
  id: string;
  /** Temporary on phones (over the page), persistent on desktop (beside it, collapsible). */
  variant: 'temporary' | 'persistent';
  open: boolean;
  onClose: () => void;
};

/** Side navigation, DRAWER_WIDTH wide, with the drawer links. */
export function AppDrawer({ id, variant, open, onClose }: Props) {
  const { pathname } = useLocation();
  const temporary = variant === 'temporary';
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ width: temporary ? undefined : DRAWER_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
    >
      {/* The top bar stays above the drawer (so its toggle can close it): leave room for it. */}
      <Toolbar />
      <nav id={id} aria-label="Navigazione principale">
        <List sx={{ px: 1 }}>
          {NAV_ITEMS.map((item) => {
            const active = isActive(item, pathname);
            const Icon = item.icon;
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={temporary ? onClose : undefined}
                  sx={{ borderRadius: 1, mb: 0.25, pl: item.sub ? 4 : undefined }}
                >
                  <ListItemIcon sx={{ minWidth: item.sub ? 32 : 40 }}>
                    <Icon fontSize={item.sub ? 'small' : undefined} />
                  </ListItemIcon>
                  <ListItemText
                    primary={item.label}
                    slotProps={item.sub ? { primary: { variant: 'body2', component: 'span' } } : undefined}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
    </Drawer>
  );
}
