import type { ResponseBody } from '@/lib/api/types';
import type { TreeNode } from '@/components/tree/tree';

/** One entry of `GET /category-dictionaries`: code "apparel/topwear/tshirts", path "Apparel > Topwear > Tshirts". */
export type CategoryLabel = ResponseBody<'/api/category-dictionaries'>[number];

const CODE_SEPARATOR = '/';
const PATH_SEPARATOR = ' > ';

/** The last segment of a category path ("Apparel > Topwear > Tshirts" → "Tshirts"). */
export function categoryName(category: CategoryLabel): string {
  const parts = category.path.split(PATH_SEPARATOR);
  return parts[parts.length - 1]?.trim() || category.code;
}

/**
 * Builds the category tree from the flat dictionary (every level is listed, docs/requirements.md §3 "Category labels").
 * A parent is found by the code prefix; a level missing from the list is made up from its code so no
 * child is lost. Siblings are sorted by name (Polish collation).
 */
export function buildCategoryTree(categories: readonly CategoryLabel[]): TreeNode[] {
  const byCode = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  const ensure = (code: string, label: string): TreeNode => {
    const existing = byCode.get(code);
    if (existing) return existing;
    const node: TreeNode = { id: code, label };
    byCode.set(code, node);
    const cut = code.lastIndexOf(CODE_SEPARATOR);
    if (cut < 0) {
      roots.push(node);
    } else {
      const parentCode = code.slice(0, cut);
      const parent = ensure(parentCode, parentCode.slice(parentCode.lastIndexOf(CODE_SEPARATOR) + 1));
      (parent.children ??= []).push(node);
    }
    return node;
  };
  // Parents first, so a real parent's label wins over one made up from a code.
  const sorted = [...categories].sort((a, b) => a.code.split(CODE_SEPARATOR).length - b.code.split(CODE_SEPARATOR).length);
  for (const c of sorted) ensure(c.code, categoryName(c)).label = categoryName(c);
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => a.label.localeCompare(b.label, 'pl'));
    nodes.forEach((n) => n.children && sort(n.children));
  };
  sort(roots);
  return roots;
}

/**
 * Keeps the nodes whose label contains `query` (case-insensitive), with their ancestors (so the match
 * stays in context) and, for a matching parent, all its descendants. Returns the ids to expand too.
 */
export function filterCategoryTree(nodes: readonly TreeNode[], query: string): { items: TreeNode[]; expanded: string[] } {
  const q = query.trim().toLocaleLowerCase('pl');
  if (q === '') return { items: [...nodes], expanded: [] };
  const expanded: string[] = [];
  const walk = (list: readonly TreeNode[]): TreeNode[] =>
    list.flatMap((n) => {
      if (n.label.toLocaleLowerCase('pl').includes(q)) return [n];
      const kids = walk(n.children ?? []);
      if (kids.length === 0) return [];
      expanded.push(n.id);
      return [{ ...n, children: kids }];
    });
  return { items: walk(nodes), expanded };
}
