import { forwardRef, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import InputBase from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { lazyPart } from '@/lib/lazy-part';
import type { LazySelectProps, SelectIntent } from './select-types';

export type { LazySelectProps, SelectOption } from './select-types';

// MUI's Select brings Menu, Popover, Modal and their transitions (about 16 kB gzip): the first screen's selects
// (the account switcher, the pager's rows per page) load it when the user reaches for them (docs/web-performance.md).
const Part = lazyPart(() => import('./select-part').then((m) => m.SelectPart));

/** Keys that open MUI's Select from its closed combobox (SelectInput's `handleKeyDown`). */
const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** The closed select's look shared by both looks (MUI's SelectSelect and SelectIcon styles). */
const CLOSED_SX = {
  cursor: 'pointer',
  // The input slot is a div holding the combobox: the combobox, not the slot, has the input's padding.
  '& .MuiInputBase-input': { p: 0, display: 'flex', height: 'auto' },
  '& .MuiSelect-select': {
    cursor: 'pointer',
    userSelect: 'none',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    flex: 1,
    outline: 0,
  },
  '& .MuiSelect-icon': { position: 'absolute', top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' },
} as const;

/** The input slot of the closed select: holds the combobox, drops the text input's props InputBase passes on. */
const InputSlot = forwardRef<HTMLDivElement, { className?: string; combobox?: ReactNode }>(function InputSlot(
  { className, combobox },
  ref,
) {
  return (
    <div ref={ref} className={className}>
      {combobox}
    </div>
  );
});

/**
 * The closed select as MUI draws it (the combobox showing the value, the arrow), without its code: a combobox of the
 * same name, size and look that asks for the real one when the pointer or focus reaches it, and carries a press or
 * an opening key over to it.
 */
function ClosedSelect(props: LazySelectProps & { onIntent: (intent: Partial<SelectIntent>) => void }) {
  const { value, options, look, ariaLabel, labelId, sx, onIntent } = props;
  const id = useId();
  const shown = options.find((o) => o.value === value)?.label ?? '';
  const display = (
    <div
      id={id}
      role="combobox"
      tabIndex={0}
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : [labelId, id].filter(Boolean).join(' ')}
      className="MuiSelect-select"
      onMouseDown={(event: MouseEvent) => {
        if (event.button !== 0) return;
        event.preventDefault();
        onIntent({ open: true, focus: true });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onIntent({ open: true, focus: true });
      }}
      onFocus={() => onIntent({ focus: true })}
      onBlur={() => onIntent({ focus: false })}
    >
      {shown || <span aria-hidden="true">&#8203;</span>}
    </div>
  );
  // MUI's Select paddings and arrow position for each look, then what both share, then the caller's.
  const lookSx =
    look === 'outlined'
      ? { '& .MuiSelect-select': { p: '8.5px 32px 8.5px 14px' }, '& .MuiSelect-icon': { right: 7 } }
      : { '& .MuiSelect-select': { p: '4px 24px 5px 0' }, '& .MuiSelect-icon': { right: 0 } };
  const input = {
    inputComponent: InputSlot as never,
    inputProps: { combobox: display },
    endAdornment: <ArrowDropDownIcon className="MuiSelect-icon" aria-hidden />,
    onPointerEnter: () => onIntent({}),
    sx: [lookSx, CLOSED_SX, ...(Array.isArray(sx) ? sx : [sx])],
  };
  return look === 'outlined' ? <OutlinedInput size="small" {...input} /> : <InputBase {...input} />;
}

/**
 * A select that looks and is named like MUI's (`role="combobox"` showing the chosen option's label), whose
 * popup code loads when the user first reaches for it: until then it is drawn without MUI's Select, and what the
 * user did meanwhile (focus, a press, an opening key) carries over to the real one.
 */
export function LazySelect(props: LazySelectProps) {
  const [Loaded, setLoaded] = useState(() => Part.loaded());
  const [intent, setIntent] = useState<SelectIntent>({ open: false, focus: false });
  const onIntent = (next: Partial<SelectIntent>) => {
    setIntent((before) => ({ ...before, ...next }));
    // Swapped in when loaded, not through Suspense: the look-alike stays mounted (and focused) meanwhile.
    if (!Loaded)
      Part.load().then(
        (component) => setLoaded(() => component),
        () => undefined,
      );
  };
  return Loaded ? <Loaded {...props} intent={intent} /> : <ClosedSelect {...props} onIntent={onIntent} />;
}
