// The house import boundaries of docs/conventions.md as ESLint rules (plugin `boundaries`, wired in eslint.config.js).
//
// Why not `no-restricted-imports`: flat config replaces a rule's options when two blocks set it, and
// its gitignore-style patterns see the import text, not where it points: `../x` from a feature's root
// and `../../x` from its `api/` both leave the feature, while `../../components` from a feature's
// root is allowed. These rules resolve every import (relative, the `@/` alias of apps/web, package
// names) to a repository path first, so each spelling of the same import gets the same verdict.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** apps/web's path alias (apps/web/tsconfig.json `paths`, apps/web/vite.config.ts `resolve.alias`). */
const WEB_ALIASES = [['@/', 'apps/web/src/']];
/** Workspace packages that hold server code (apps/server is `@ads/server`, packages/db is `@ads/db`). */
const SERVER_PACKAGE = /^@ads\/(server|db)(\/|$)/;
const SERVER_DIRS = ['apps/server/', 'packages/db/'];
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)(\/|$)/;
const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)(\/|$)/;
/**
 * Staff (role marops, docs/requirements.md §6) code is in folders whose name starts with `staff-` (web features) or
 * `marops` (server modules not yet folded into their resource's module).
 */
const isStaff = (name) => name.startsWith('staff-') || name.startsWith('marops');
/** The web's staff route modules: app/routes/staff.tsx, app/routes/staff-*.tsx, app/routes/staff.routes.tsx. */
const STAFF_ROUTE = /^apps\/web\/src\/app\/routes\/staff[^/]*$/;

const toRepoPath = (absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');

/** Repository path an import points at; undefined for a package import. */
function resolveTarget(source, file) {
  if (source.startsWith('.')) return toRepoPath(path.resolve(ROOT, path.dirname(file), source));
  if (file.startsWith('apps/web/')) {
    for (const [prefix, dir] of WEB_ALIASES) if (source.startsWith(prefix)) return path.posix.normalize(dir + source.slice(prefix.length));
  }
  return undefined;
}

/** A rule that calls `check(file, source, target)` for every static and dynamic import of a repository file. */
function boundaryRule(description, check) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [], messages: { forbidden: '{{reason}}' } },
    create(context) {
      const file = toRepoPath(path.resolve(context.cwd, context.filename));
      if (file.startsWith('..')) return {};
      const visit = (node) => {
        if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
        const reason = check(file, node.value, resolveTarget(node.value, file));
        if (reason) context.report({ node, messageId: 'forbidden', data: { reason } });
      };
      return {
        ImportDeclaration: (n) => visit(n.source),
        ExportNamedDeclaration: (n) => visit(n.source),
        ExportAllDeclaration: (n) => visit(n.source),
        ImportExpression: (n) => visit(n.source),
      };
    },
  };
}

const featureOf = (p) => (p ? WEB_FEATURE.exec(p)?.[1] : undefined);
const moduleOf = (p) => (p ? SERVER_MODULE.exec(p)?.[1] : undefined);

/** The web app talks to the server only through the generated API client (docs/conventions.md "One contract"). */
const webNoServer = boundaryRule('apps/web never imports server code', (file, source, target) => {
  if (!file.startsWith('apps/web/')) return undefined;
  if (SERVER_PACKAGE.test(source) || (target && SERVER_DIRS.some((dir) => target.startsWith(dir)))) {
    return `The web app talks to the server only through the generated API client, not ${source}.`;
  }
  return undefined;
});

/** Web features never import each other (docs/conventions.md, bulletproof-react); app/ composes them. */
const featuresIsolated = boundaryRule('web features never import each other', (file, source, target) => {
  const from = featureOf(file);
  const to = featureOf(target);
  if (!from || !to || from === to) return undefined;
  return `Features never import each other (docs/conventions.md): features/${from} imports features/${to} (${source}); share through components/ or lib/.`;
});

/** True for a module's folder under apps/server/src/modules (context.ts beside them is ground). */
const isModuleFolder = (name) => statSync(path.join(ROOT, 'apps/server/src/modules', name), { throwIfNoEntry: false })?.isDirectory() === true;
/** A module's door: `modules/<name>/index.ts` (docs/conventions.md "One door per module"). */
const isDoor = (target, module) => target === `apps/server/src/modules/${module}` || target === `apps/server/src/modules/${module}/index`;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/src/testing/');
/** A staff file of the server: `<module>/<name>.staff.<role>.ts` (docs/conventions.md "Staff code"). */
const isStaffFile = (p) => /\.staff\./.test(path.posix.basename(p));
/** The file that wires a module: its plugin (`<module>.module.ts` or `*.plugin.ts`). */
const isPluginOf = (file, module) =>
  moduleOf(file) === module && /^[^/]+\.(module|plugin)\.ts$/.test(path.posix.basename(file));

/**
 * Staff code is fenced off from advertiser code (docs/conventions.md "Staff code"). Web: only staff
 * features and the staff route modules (app/routes/staff*) import a staff feature. Server: a
 * `*.staff.*` file is imported only by staff files and tests of its own module and by its module's
 * plugin, which mounts the staff routes.
 */
const staffFence = boundaryRule('advertiser code never imports staff code', (file, source, target) => {
  const toFeature = featureOf(target);
  if (toFeature && isStaff(toFeature)) {
    const fromFeature = featureOf(file);
    const staffRoute = STAFF_ROUTE.test(file);
    if (!staffRoute && !(fromFeature && isStaff(fromFeature))) {
      return `Staff code (features/${toFeature}) is imported only by staff features and the staff routes (docs/conventions.md), not here (${source}).`;
    }
  }
  const toModule = moduleOf(target);
  if (toModule && target && isStaffFile(target)) {
    const sameModule = moduleOf(file) === toModule;
    if (!((sameModule && (isStaffFile(file) || isTest(file))) || isPluginOf(file, toModule) || file.startsWith('apps/server/src/testing/'))) {
      return `The staff file ${source} is imported only by staff files of modules/${toModule} and its plugin (docs/conventions.md), not by ${file}.`;
    }
  }
  return undefined;
});

/**
 * One door per module (docs/conventions.md "One door per module"): production code of one server
 * module, and the app that composes them, imports another module only through its `index.ts`, which
 * publishes the module's plugin, its face and the face's types — never a repository or a service
 * file. Files directly in `modules/` (context.ts) are ground. Tests and test kits may reach further.
 */
const moduleDoor = boundaryRule('a server module is imported only through its index.ts', (file, source, target) => {
  const toModule = moduleOf(target);
  if (!toModule || !isModuleFolder(toModule)) return undefined;
  if (isTest(file) || !(moduleOf(file) || file === 'apps/server/src/app.ts')) return undefined;
  if (moduleOf(file) === toModule || isDoor(target, toModule)) return undefined;
  return `Import modules/${toModule} through its door ('…/modules/${toModule}'), not ${source}: other modules see only its face (docs/conventions.md).`;
});

export default {
  meta: { name: 'boundaries' },
  rules: { 'web-no-server': webNoServer, 'features-isolated': featuresIsolated, 'staff-fence': staffFence, 'module-door': moduleDoor },
};
