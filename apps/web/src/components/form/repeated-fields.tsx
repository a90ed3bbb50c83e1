import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack, { type StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** Prefix of the heading's id, e.g. "optionals". */
  id: string;
  title: string;
  /** Shown while there is no item, e.g. "Nessun optional.". */
  empty: string;
  /** The noun in "Rimuovi {noun} n" and "Aggiungi {noun}". */
  noun: string;
  /** One key per item (useFieldArray's fields). */
  keys: readonly string[];
  /** The inputs of the item at `index`. */
  renderItem: (index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  direction?: StackProps['direction'];
};

/** A titled section of repeated inputs (a react-hook-form field array), each removable, plus "Aggiungi". */
export function RepeatedFields({
  id,
  title,
  empty,
  noun,
  keys,
  renderItem,
  onAdd,
  onRemove,
  direction = 'row',
}: Props) {
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : null}
      {keys.map((key, index) => (
        <Stack key={key} direction={direction} spacing={1} sx={{ alignItems: 'flex-start' }}>
          {renderItem(index)}
          <IconButton
            aria-label={`Rimuovi ${noun} ${index + 1}`}
            onClick={() => onRemove(index)}
            color="error"
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
        {`Aggiungi ${noun}`}
      </Button>
    </Stack>
  );
}
