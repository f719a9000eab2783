import { parseSync, type Plugin, type Rolldown } from 'vite';

/** What one module needs from another: some export names, or everything ('all'). */
type Wanted = Set<string> | 'all';

interface Statements {
  /** Import/re-export sources with the names taken from each ('all' for a namespace). */
  imports: { source: string; names: Wanted }[];
  /** `export { a as b } from 'x'`: exported name → source and its name there. */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from 'x'` sources (`export * as n from 'x'` is a named re-export of 'all'). */
  stars: string[];
  /** Only imports without bindings and re-exports: a barrel (its parts are needed by name). */
  barrel: boolean;
}

function statementsOf(id: string, code: string): Statements {
  const result: Statements = { imports: [], reexports: new Map(), stars: [], barrel: true };
  let program;
  try {
    program = parseSync(id, code).program;
  } catch {
    return { ...result, barrel: false };
  }
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const names: Wanted = new Set();
      for (const s of node.specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') {
          result.imports.push({ source: node.source.value, names: 'all' });
          continue;
        }
        names.add(s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported.type === 'Identifier' ? s.imported.name : s.imported.value);
      }
      if (node.specifiers.length > 0) result.barrel = false;
      result.imports.push({ source: node.source.value, names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      for (const s of node.specifiers) {
        const local = s.local.type === 'Identifier' ? s.local.name : s.local.value;
        const exported = s.exported.type === 'Identifier' ? s.exported.name : s.exported.value;
        result.reexports.set(exported, { source: node.source.value, name: local });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) {
        const name = node.exported.type === 'Identifier' ? node.exported.name : node.exported.value;
        result.reexports.set(name, { source: node.source.value, name: '*' });
      } else result.stars.push(node.source.value);
    } else result.barrel = false;
  }
  return result;
}

/**
 * The modules that `roots` use through static imports, following a side-effect-free barrel (a module that
 * only re-exports) only along the names actually imported from it — as tree-shaking does — so that one
 * `import { x } from '@/features/y'` does not bring in all of feature y. Slightly generous elsewhere
 * (a module's every static import counts), which only makes the chunk larger, never wrong.
 */
async function usedModules(ctx: Rolldown.PluginContext, roots: readonly string[]): Promise<Set<string>> {
  const parsed = new Map<string, Statements>();
  const resolved = new Map<string, string | null>();
  const wanted = new Map<string, Wanted>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\u0000${source}`;
    if (!resolved.has(key)) resolved.set(key, (await ctx.resolve(source, importer))?.id ?? null);
    return resolved.get(key) ?? null;
  };
  const need = async (id: string, names: Wanted): Promise<void> => {
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    const before = wanted.get(id);
    if (before === 'all') return;
    const fresh: Wanted = names === 'all' ? 'all' : new Set([...names].filter((n) => !before?.has(n)));
    if (before && fresh !== 'all' && fresh.size === 0) return;
    wanted.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    if (!parsed.has(id)) parsed.set(id, info.code === null ? { imports: [], reexports: new Map(), stars: [], barrel: false } : statementsOf(id, info.code));
    const s = parsed.get(id)!;
    if (!s.barrel) {
      if (before) return;
      // Everything the module imports (require() included, through importedIds), by name where known.
      const byId = new Map<string, Wanted>();
      for (const i of s.imports) {
        const target = await resolve(i.source, id);
        if (!target) continue;
        const prev = byId.get(target);
        byId.set(target, prev === 'all' || i.names === 'all' ? 'all' : new Set([...(prev ?? []), ...i.names]));
      }
      for (const r of s.reexports.values()) {
        const target = await resolve(r.source, id);
        if (target) byId.set(target, 'all');
      }
      for (const star of s.stars) {
        const target = await resolve(star, id);
        if (target) byId.set(target, 'all');
      }
      for (const target of info.importedIds) await need(target, byId.get(target) ?? 'all');
      return;
    }
    // A barrel: its side-effect imports, then each wanted name's source.
    for (const i of s.imports) {
      const target = await resolve(i.source, id);
      if (target) await need(target, new Set());
    }
    const names2 = fresh === 'all' ? [...s.reexports.keys()] : [...fresh];
    const unknown = new Set<string>();
    for (const name of names2) {
      const r = s.reexports.get(name);
      if (!r) {
        unknown.add(name);
        continue;
      }
      const target = await resolve(r.source, id);
      if (target) await need(target, r.name === '*' ? 'all' : new Set([r.name]));
    }
    if (fresh === 'all' || unknown.size > 0)
      for (const star of s.stars) {
        const target = await resolve(star, id);
        if (!target) continue;
        if (fresh === 'all') await need(target, 'all');
        else {
          // Only the star sources that export one of the names (the others would be dropped by tree-shaking).
          const exports = new Set(ctx.getModuleInfo(target)?.exports ?? unknown);
          const found = new Set([...unknown].filter((n) => exports.has(n)));
          if (found.size > 0) await need(target, found);
        }
      }
  };
  for (const root of roots) await need(root, 'all');
  return new Set(wanted.keys());
}

/**
 * One chunk for the signed-in app's first screen (docs/web-performance.md): every module that the app
 * (`start`) and the screens users open first use through static imports — except what the page's entry
 * already holds — goes into a single `app-…js`, instead of the ~100 small shared chunks that automatic
 * splitting makes of them (HTTP/1.1 costs a round trip per file, and without modulepreload each level of
 * imports is one more). Everything imported dynamically from there (other screens, Polish texts, the
 * error service's SDK, date pickers) keeps its own chunks, which may import from this one.
 *
 * `entry` and `roots` are absolute module paths.
 * @returns the plugin that finds those modules once the module graph is built, and the code-splitting
 *   group (for `build.rolldownOptions.output.codeSplitting.groups`) that collects them.
 */
export function firstScreenChunk(entry: string, roots: readonly string[]): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'ads:first-screen-chunk',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const inEntry = await usedModules(this, [entry]);
      members = new Set([...(await usedModules(this, roots))].filter((id) => !inEntry.has(id)));
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name: 'app',
    test: (id) => members.has(id),
    priority: 10,
    // The entry's own modules (the identity client) stay in the entry chunk, which the sign-in page loads alone.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
