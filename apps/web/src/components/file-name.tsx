import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useOriginalFileName } from '../lib/file-info';

type Props = Omit<TypographyProps, 'children'> & {
  /** The stored file name a record holds (null: no file yet). */
  name: string | null | undefined;
  /** Shown when there is no file. */
  empty: string;
};

/**
 * A stored file shown by the name it had when uploaded (the stored name is random). While the
 * name loads the line stays blank; a file whose name cannot be found shows its stored name.
 */
export function FileName({ name, empty, sx, ...props }: Props) {
  const original = useOriginalFileName(name);
  return (
    <Typography
      variant="body2"
      {...props}
      sx={[
        { overflowWrap: 'anywhere', color: name ? 'text.primary' : 'text.secondary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {name ? (original ?? '\u00a0') : empty}
    </Typography>
  );
}
