import Button, { type ButtonProps } from '@mui/material/Button';

/** Product button kinds: one primary action per view, secondary next to it, tertiary for quiet links, danger for destructive ones. */
export type AppButtonKind = 'primary' | 'secondary' | 'tertiary' | 'danger';

const LOOK: Record<AppButtonKind, Pick<ButtonProps, 'variant' | 'color'>> = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'outlined', color: 'primary' },
  tertiary: { variant: 'text', color: 'primary' },
  danger: { variant: 'contained', color: 'error' },
};

export type AppButtonProps = Omit<ButtonProps, 'variant' | 'color'> & {
  kind?: AppButtonKind;
  /** Shows a spinner and blocks clicks (e.g. while a request is on its way). */
  loading?: boolean;
};

/**
 * The product's button. The visible text is the accessible name; an icon-only action uses
 * IconButton with `aria-label` instead.
 */
export function AppButton({ kind = 'primary', loading = false, disabled, ...props }: AppButtonProps) {
  return <Button {...LOOK[kind]} {...props} loading={loading} disabled={disabled} />;
}
