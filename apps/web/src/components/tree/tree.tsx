import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

/** One node of a {@link Tree}. Ids are unique across the whole tree. */
export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
  disabled?: boolean;
}

export interface TreeProps {
  /** Accessible name of the tree. */
  label: string;
  items: readonly TreeNode[];
  /** Selected ids (at most one unless `multiple`). */
  selected?: readonly string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Several items may be selected; with `checkboxes` each row gets a checkbox. */
  multiple?: boolean;
  checkboxes?: boolean;
  /** Selecting a parent selects its descendants (and all children select the parent). */
  propagate?: boolean;
  /** Controlled expansion; uncontrolled (starting from `defaultExpanded`) when omitted. */
  expanded?: readonly string[];
  onExpandedChange?: (ids: string[]) => void;
  defaultExpanded?: readonly string[];
  loading?: boolean;
  /** Shown instead of the tree when `items` is empty. */
  emptyText?: string;
  maxHeight?: number;
}

/**
 * The one Tree View wrapper (MUI X RichTreeView): a `tree` of `treeitem`s with keyboard navigation,
 * expansion and optional (multi) selection. Pages never import @mui/x-tree-view directly.
 */
export function Tree({
  label,
  items,
  selected,
  onSelectedChange,
  multiple = false,
  checkboxes = false,
  propagate = false,
  expanded,
  onExpandedChange,
  defaultExpanded,
  loading,
  emptyText,
  maxHeight,
}: TreeProps) {
  if (!loading && items.length === 0 && emptyText) {
    return (
      <Typography color="text.secondary" role="status" sx={{ p: 1 }}>
        {emptyText}
      </Typography>
    );
  }
  const selection = multiple ? [...(selected ?? [])] : (selected?.[0] ?? null);
  return (
    <Box sx={{ maxHeight, overflow: maxHeight ? 'auto' : undefined }}>
      <RichTreeView<TreeNode, boolean>
        aria-label={label}
        items={items}
        loading={loading}
        isItemDisabled={(item) => Boolean(item.disabled)}
        multiSelect={multiple}
        checkboxSelection={checkboxes}
        selectionPropagation={propagate ? { descendants: true, parents: true } : undefined}
        {...(selected ? { selectedItems: selection } : {})}
        onSelectedItemsChange={(_e, ids) => onSelectedChange?.(ids === null ? [] : Array.isArray(ids) ? ids : [ids])}
        {...(expanded ? { expandedItems: expanded } : { defaultExpandedItems: defaultExpanded ?? [] })}
        onExpandedItemsChange={(_e, ids) => onExpandedChange?.(ids)}
      />
    </Box>
  );
}
