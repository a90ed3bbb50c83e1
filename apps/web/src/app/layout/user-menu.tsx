import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session-context';

/** The top bar's "Menu" button: who is signed in, Profilo and Logout. */
export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Menu
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { mt: 0.5, minWidth: 200 } } }}
      >
        {user ? (
          <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {`${user.name} ${user.surname}`.trim()}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {user.email}
            </Typography>
          </Box>
        ) : null}
        {user ? <Divider component="li" role="separator" /> : null}
        <MenuItem component={RouterLink} to="/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profilo</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
