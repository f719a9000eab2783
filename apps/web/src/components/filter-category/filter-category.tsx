import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Tree } from '@/components/tree/tree';
import { buildCategoryTree, filterCategoryTree, type CategoryLabel } from './category-tree';

export interface FilterCategoryProps {
  /** Name of the filter, e.g. "Categories". */
  label: string;
  /** The category dictionary (`GET /category-dictionaries`), flat; the tree is built from the codes. */
  categories: readonly CategoryLabel[];
  /** Chosen category codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** Most codes that may be chosen (docs/requirements.md §9: category filters 1 to 100). */
  max?: number;
  searchLabel: string;
  emptyText: string;
  /** Accessible name of a chip's remove control; receives the category path. */
  removeLabel: (path: string) => string;
  /** Shown under the tree when `max` is reached. */
  maxReachedText?: string;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Category filter: a button opening a searchable tree of the category dictionary with checkboxes;
 * chosen categories show as removable chips (full path). The value is the list of codes (URL state,
 * not a form field). Choosing beyond `max` is ignored.
 */
export function FilterCategory({
  label,
  categories,
  value,
  onChange,
  max = 100,
  searchLabel,
  emptyText,
  removeLabel,
  maxReachedText,
  disabled,
  loading,
}: FilterCategoryProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  // Controlled expansion: a search opens the ancestors of its matches, the user may then toggle freely.
  const [expanded, setExpanded] = useState<string[]>([]);
  const popoverId = useId();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const filtered = useMemo(() => filterCategoryTree(tree, query), [tree, query]);
  const pathOf = useMemo(() => new Map(categories.map((c) => [c.code, c.path])), [categories]);
  const atMax = value.length >= max;

  return (
    <Box>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        loading={loading}
      >
        {value.length ? `${label} (${value.length})` : label}
      </Button>
      {value.length ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {value.map((code) => {
            const path = pathOf.get(code) ?? code;
            return (
              <Chip
                key={code}
                size="small"
                label={path}
                disabled={disabled}
                // Marks the faded chip as inactive for assistive technology (and contrast checks, WCAG 2.2 SC 1.4.3).
                aria-disabled={disabled || undefined}
                onDelete={() => onChange(value.filter((c) => c !== code))}
                deleteIcon={<CancelIcon titleAccess={removeLabel(path)} role="button" />}
              />
            );
          })}
        </Stack>
      ) : null}
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, width: 360, maxWidth: '90vw' } } }}
      >
        <TextField
          label={searchLabel}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setExpanded(filterCategoryTree(tree, e.target.value).expanded);
          }}
          type="search"
          autoFocus
          sx={{ mb: 1 }}
        />
        <Tree
          label={label}
          items={filtered.items}
          emptyText={emptyText}
          multiple
          checkboxes
          selected={value}
          onSelectedChange={(codes) => onChange(codes.length > max ? codes.slice(0, max) : codes)}
          expanded={expanded}
          onExpandedChange={setExpanded}
          maxHeight={360}
        />
        {atMax && maxReachedText ? (
          <Typography variant="caption" color="text.secondary" role="status">
            {maxReachedText}
          </Typography>
        ) : null}
      </Popover>
    </Box>
  );
}
