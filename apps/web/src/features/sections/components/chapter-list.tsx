import { emptyFormChapter, NEW_CHAPTER_HEADING, type TSectionForm } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { TextInput } from '../../../components/form/text-input';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { DocumentList } from './document-list';

/** Sections with more chapters than this open with their chapters collapsed. */
const EXPANDED_UP_TO = 3;

/** Only the heading follows the chapter title as it is typed: the rest of the card stays put. */
function ChapterHeading({
  control,
  index,
  id,
}: {
  control: Control<TSectionForm>;
  index: number;
  id: string;
}) {
  const title = useWatch({ control, name: `rows.${index}.title` });
  return (
    <Typography
      id={id}
      variant="subtitle1"
      component="h3"
      sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {title?.trim() || NEW_CHAPTER_HEADING}
    </Typography>
  );
}

type CardProps = {
  control: Control<TSectionForm>;
  index: number;
  canDelete: boolean;
  defaultExpanded: boolean;
  onInsertAfter: (index: number) => void;
  onRemove: (index: number) => void;
};

/** One collapsible chapter; a collapsed chapter does not render its documents. */
const ChapterCard = memo(function ChapterCard({
  control,
  index,
  canDelete,
  defaultExpanded,
  onInsertAfter,
  onRemove,
}: CardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const bodyId = useId();
  const label = `Capitolo ${index + 1}`;
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: 'action.hover' }}>
        <IconButton
          aria-label={expanded ? `Comprimi ${label}` : `Espandi ${label}`}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <ChapterHeading control={control} index={index} id={headingId} />
        <IconAction
          title="Aggiungi capitolo dopo"
          label={`Aggiungi capitolo dopo il ${label}`}
          icon={<AddIcon />}
          size="medium"
          onClick={() => onInsertAfter(index)}
        />
        <DeleteAction
          title={canDelete ? 'Elimina capitolo' : 'Deve restare almeno un capitolo'}
          label={`Elimina ${label}`}
          size="medium"
          disabled={!canDelete}
          onClick={() => onRemove(index)}
        />
      </Stack>
      {expanded ? (
        <Stack id={bodyId} spacing={2} sx={{ p: 2 }}>
          <TextInput control={control} name={`rows.${index}.title`} label="Titolo capitolo" fullWidth />
          <TextInput
            control={control}
            name={`rows.${index}.content`}
            label="Descrizione"
            multiline
            minRows={2}
            fullWidth
          />
          <DocumentList control={control} chapter={index} chapterLabel={label} />
        </Stack>
      ) : null}
    </Card>
  );
});

/** The chapters of the section: add after any chapter; delete only while more than one exists. */
export function ChapterList({ control }: { control: Control<TSectionForm> }) {
  const { fields, insert, remove } = useFieldArray({ control, name: 'rows' });
  // Chapters present at load open only in small sections; chapters added later open at once.
  const loaded = useRef(false);
  useEffect(() => {
    loaded.current = true;
  }, []);
  const expandInitially = loaded.current || fields.length <= EXPANDED_UP_TO;
  const insertAfter = useCallback((index: number) => insert(index + 1, emptyFormChapter()), [insert]);
  const removeChapter = useCallback((index: number) => remove(index), [remove]);
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <ChapterCard
          key={field.id}
          control={control}
          index={index}
          canDelete={fields.length > 1}
          defaultExpanded={expandInitially}
          onInsertAfter={insertAfter}
          onRemove={removeChapter}
        />
      ))}
    </Stack>
  );
}
