import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SelectableCardOption {
  value: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectableCardsProps {
  /** Accessible name of the group. */
  label: string;
  options: readonly SelectableCardOption[];
  /** Chosen values (at most one unless `multiple`). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Several cards may be chosen (checkbox semantics); otherwise exactly one (radio semantics). */
  multiple?: boolean;
  disabled?: boolean;
  /** Minimum card width in px; cards wrap into as many columns as fit. */
  minCardWidth?: number;
}

/**
 * Big clickable choices (e.g. campaign type, channel). Single choice is a `radiogroup` of `radio`
 * cards; multiple choice is a `group` of `checkbox` cards, so both read correctly to screen readers.
 */
export function SelectableCards({ label, options, value, onChange, multiple, disabled, minCardWidth = 220 }: SelectableCardsProps) {
  const toggle = (v: string) => {
    if (!multiple) return onChange([v]);
    onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  };
  return (
    <Box
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` }}
    >
      {options.map((o) => {
        const selected = value.includes(o.value);
        const off = disabled || o.disabled;
        return (
          <Card
            key={o.value}
            variant="outlined"
            sx={{
              borderColor: selected ? 'primary.main' : undefined,
              borderWidth: selected ? 2 : 1,
              opacity: off ? 0.6 : 1,
            }}
          >
            <CardActionArea
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={selected}
              aria-label={o.title}
              disabled={off}
              onClick={() => toggle(o.value)}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                {o.icon ? <Box sx={{ color: selected ? 'primary.main' : 'text.secondary' }}>{o.icon}</Box> : null}
                <div>
                  <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
                    {o.title}
                  </Typography>
                  {o.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {o.description}
                    </Typography>
                  ) : null}
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
