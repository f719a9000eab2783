import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';

/** A file size for people: 2048 → "2 KB", 3_500_000 → "3 MB" (decimal units, whole numbers). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 1000))} KB`;
  return `${formatNumber(Math.round(bytes / 1_000_000))} MB`;
}

export interface FileInputProps {
  label: string;
  /** Text of the choose button, e.g. "Choose file". */
  buttonLabel: string;
  /** Accessible name of a chosen file's remove button; receives the file name. */
  removeLabel: (fileName: string) => string;
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** The input's accept attribute, e.g. "image/png,image/jpeg" or ".csv". */
  accept?: string;
  multiple?: boolean;
  /** Largest file allowed, in bytes; bigger ones are refused with `tooLargeMessage`. */
  maxSizeBytes?: number;
  tooLargeMessage?: (fileName: string) => string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/** Choose files (a banner image, a SKU list): a button over a hidden native input, then the chosen files with their sizes. */
export function FileInput({
  label,
  buttonLabel,
  removeLabel,
  value,
  onChange,
  accept,
  multiple,
  maxSizeBytes,
  tooLargeMessage,
  disabled,
  error,
  helperText,
}: FileInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const pick = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const tooBig = maxSizeBytes === undefined ? undefined : files.find((f) => f.size > maxSizeBytes);
    setRefused(tooBig ? (tooLargeMessage?.(tooBig.name) ?? tooBig.name) : null);
    const ok = files.filter((f) => maxSizeBytes === undefined || f.size <= maxSizeBytes);
    if (ok.length) onChange(multiple ? [...value, ...ok] : ok.slice(0, 1));
    if (inputRef.current) inputRef.current.value = '';
  };
  const message = refused ?? helperText;
  return (
    <FormControl error={error || Boolean(refused)} disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {buttonLabel}
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          aria-labelledby={labelId}
          onChange={(e) => pick(e.target.files)}
        />
      </Button>
      {value.length ? (
        <List dense aria-labelledby={labelId}>
          {value.map((f, i) => (
            <ListItem
              key={`${f.name}-${i}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={removeLabel(f.name)}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={f.name} secondary={formatFileSize(f.size)} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
