import { IMAGE_ACCEPT } from '@app/shared';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { imageUrl } from '../lib/api-client';
import { UploadButton } from './upload-button';

type Props = {
  /** Stored file name of the image, if any. */
  value: string | null | undefined;
  /** Receives the stored name of the uploaded image. */
  onChange: (fileName: string) => void;
  alt: string | undefined;
  /** Side of the square preview, in px. */
  size: number;
  /** Word of the button: "Carica immagine" / "Modifica immagine" by default. */
  noun?: string;
  variant?: AvatarProps['variant'];
  /** Accessible name of the group, when it needs one. */
  groupLabel?: string;
  /** The file picker's filter: any image (IMAGE_ACCEPT) unless told. */
  accept?: string;
  /** Shows the whole image inside the square (a logo) instead of filling it (a photo). */
  contain?: boolean;
  /** A person's name: without an image their initials stand in its place, not a blank circle. */
  person?: { name?: string | null; surname?: string | null };
};

/** "Giulia Verdi" → "GV"; null without a name. */
const initialsOf = (p: Props['person']) =>
  `${p?.name?.trim()[0] ?? ''}${p?.surname?.trim()[0] ?? ''}`.toUpperCase() || null;

/** Preview of an image beside the button that uploads (or replaces) it. */
export function ImageUpload({
  value,
  onChange,
  alt,
  size,
  noun = 'immagine',
  variant,
  groupLabel,
  accept = IMAGE_ACCEPT,
  contain = false,
  person,
}: Props) {
  const initials = value ? null : initialsOf(person);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center' }}
      role={groupLabel ? 'group' : undefined}
      aria-label={groupLabel}
    >
      <Avatar
        src={value ? imageUrl(value) : undefined}
        alt={alt}
        sx={{
          width: size,
          height: size,
          ...(contain && value ? { bgcolor: 'transparent' } : {}),
          ...(initials
            ? { bgcolor: 'grey.200', color: 'text.primary', fontWeight: 600, fontSize: size * 0.38 }
            : {}),
        }}
        variant={variant}
        slotProps={contain ? { img: { style: { objectFit: 'contain' } } } : undefined}
      >
        {initials}
      </Avatar>
      <UploadButton
        accept={accept}
        label={value ? `Modifica ${noun}` : `Carica ${noun}`}
        onUploaded={(name) => onChange(name)}
      />
    </Stack>
  );
}
