import DeleteIcon from '@mui/icons-material/Delete';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type ConfirmOptions, useConfirm } from './confirm-dialog';

type Props = {
  /** the tooltip, e.g. "Elimina" */
  title: string;
  /** the accessible name, naming the row, e.g. "Elimina Mario Rossi" */
  label: string;
  /** a small icon, e.g. `<DeleteIcon fontSize="small" />` */
  icon: ReactNode;
  color?: IconButtonProps['color'];
  /** default small, for rows and cards */
  size?: IconButtonProps['size'];
  disabled?: boolean;
  /** a link to this route (with router state) instead of an action */
  to?: string;
  state?: unknown;
  onClick?: () => void;
  /** asked first: `onClick` runs only once the admin confirms */
  confirm?: ConfirmOptions;
};

/**
 * The small icon button of a list row or card: a tooltip, an accessible name, and either a link or
 * an action, optionally behind a confirmation. The tooltip stays on a disabled button.
 */
export function IconAction({
  title,
  label,
  icon,
  color,
  size = 'small',
  disabled,
  to,
  state,
  onClick,
  confirm,
}: Props) {
  const ask = useConfirm();
  const run = async () => {
    if (confirm && !(await ask(confirm))) return;
    onClick?.();
  };
  const link = to === undefined ? {} : { component: RouterLink, to, state };
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          aria-label={label}
          color={color}
          size={size}
          disabled={disabled}
          onClick={onClick ? run : undefined}
          {...link}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The red delete button of a row or card (IconAction with the bin icon, sized like the button). */
export function DeleteAction({ size = 'small', ...props }: Omit<Props, 'icon' | 'color'>) {
  return (
    <IconAction
      {...props}
      size={size}
      icon={<DeleteIcon fontSize={size === 'small' ? 'small' : 'medium'} />}
      color="error"
    />
  );
}
