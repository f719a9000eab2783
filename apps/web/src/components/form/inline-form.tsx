import type { FormEventHandler, ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * A small form laid out in one row from the `row` breakpoint up (a column below), its fields and
 * button aligned at the top so a field's error text does not shift the button.
 */
export function InlineForm({
  onSubmit,
  row,
  label,
  marginBottom,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  row: 'sm' | 'md';
  /** Accessible name of the form. */
  label?: string;
  /** Space below the form (theme spacing units). */
  marginBottom?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', [row]: 'row' }}
      spacing={2}
      aria-label={label}
      sx={{ alignItems: { [row]: 'flex-start' }, ...(marginBottom === undefined ? {} : { mb: marginBottom }) }}
    >
      {children}
    </Stack>
  );
}
