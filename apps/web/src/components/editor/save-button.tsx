import SaveIcon from '@mui/icons-material/Save';
import Button, { type ButtonProps } from '@mui/material/Button';

export type SaveButtonProps = Omit<ButtonProps, 'type' | 'loading' | 'children'> & {
  saving: boolean;
  /** Default "Salva". */
  label?: string;
  /** Without the icon, for the compact forms of a list. */
  plain?: boolean;
};

/** The editor's submit button: shows the save in progress and refuses a second click meanwhile. */
export function SaveButton({ saving, label = 'Salva', plain = false, ...rest }: SaveButtonProps) {
  return (
    <Button
      variant="contained"
      startIcon={plain ? undefined : <SaveIcon />}
      loadingPosition={plain ? undefined : 'start'}
      {...rest}
      type="submit"
      loading={saving}
    >
      {label}
    </Button>
  );
}
