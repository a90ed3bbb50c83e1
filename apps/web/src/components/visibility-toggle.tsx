import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/** End adornment of a password field that shows or hides what was typed. */
export function VisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? 'Nascondi password' : 'Mostra password'} onClick={onToggle} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
