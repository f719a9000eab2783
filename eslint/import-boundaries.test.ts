import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Rule ids and messages ESLint reports for `code` linted as if it were the repository file `file`. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/') || m.fatal).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const importX = (source: string) => `import { x } from '${source}';`;
const CAMPAIGNS_ROOT = 'apps/web/src/features/campaigns/index.ts';
const CAMPAIGNS_DEEP = 'apps/web/src/features/campaigns/creator/steps/budget-step.tsx';

describe('eslint import boundaries (docs/conventions.md, eslint/import-boundaries.js), checked on the real eslint.config.js', () => {
  it.each([
    // Every spelling of "a feature imports another feature".
    [CAMPAIGNS_ROOT, importX('../statistics')],
    [CAMPAIGNS_ROOT, importX('../statistics/components/stats-chart')],
    ['apps/web/src/features/campaigns/api/keys.ts', importX('../../statistics')],
    [CAMPAIGNS_DEEP, importX('../../../statistics/metrics')],
    [CAMPAIGNS_DEEP, importX('@/features/statistics')],
    [CAMPAIGNS_DEEP, importX('@/features/statistics/metrics')],
    [CAMPAIGNS_ROOT, `export { x } from '@/features/accounts';`],
    [CAMPAIGNS_ROOT, `export * from '../accounts';`],
    [CAMPAIGNS_ROOT, `const x = await import('@/features/accounts');`],
    [CAMPAIGNS_ROOT, `import type { X as x } from '@/features/accounts';`],
  ])('%s: %s is reported by boundaries/features-isolated', async (file, code) => {
    expect(await lint(file, code)).toContainEqual({ rule: 'boundaries/features-isolated', message: expect.stringContaining('Features never import each other') });
  });

  it.each([
    // Web code, inside and outside features, importing server code in any form.
    [CAMPAIGNS_DEEP, importX('@ads/db')],
    [CAMPAIGNS_DEEP, importX('@ads/server')],
    [CAMPAIGNS_ROOT, importX('@ads/db/schema')],
    ['apps/web/src/app/router.tsx', importX('@ads/server')],
    ['apps/web/src/lib/api/client.ts', importX('@ads/db')],
    ['apps/web/src/components/layout/page.tsx', importX('../../../../server/src/app')],
    ['apps/web/src/features/accounts/api/x.ts', importX('../../../../../../packages/db/src/schema')],
    ['apps/web/vite.config.ts', importX('@ads/server/src/config')],
  ])('%s: %s is reported by boundaries/web-no-server', async (file, code) => {
    expect(await lint(file, code)).toContainEqual({ rule: 'boundaries/web-no-server', message: expect.stringContaining('generated API client') });
  });

  it.each([
    // Advertiser web code and advertiser server modules reaching staff code.
    ['apps/web/src/features/campaigns/list/x.tsx', importX('@/features/marops-mail-outbox')],
    [CAMPAIGNS_ROOT, importX('../marops-mail-outbox/api/get-outbox')],
    ['apps/web/src/app/routes/home.tsx', importX('@/features/marops-mail-outbox')],
    ['apps/web/src/components/layout/x.tsx', importX('../../features/marops-mail-outbox')],
    ['apps/server/src/modules/campaigns/campaigns.service.ts', importX('../accounts/accounts.staff.service')],
    ['apps/server/src/modules/accounts/accounts.service.ts', `import type { X as x } from './accounts.staff.repository';`],
    ['apps/server/src/modules/accounts/accounts.routes.ts', importX('./accounts.staff.schemas')],
    ['apps/server/src/modules/campaigns/campaigns.test.ts', importX('../accounts/accounts.staff.service')],
  ])('%s: %s is reported by boundaries/staff-fence', async (file, code) => {
    expect(await lint(file, code)).toContainEqual({ rule: 'boundaries/staff-fence', message: expect.stringMatching(/[Ss]taff/) });
  });

  it.each([
    // Production code of one module (or the app) reaching past another module's door.
    ['apps/server/src/modules/campaigns/campaigns.module.ts', importX('../billing/billing-profile.repository')],
    ['apps/server/src/modules/campaigns/campaigns.module.ts', importX('../serving/pacing/traffic.repository')],
    ['apps/server/src/modules/accounts/invitations.repository.ts', `import type { X as x } from '../terms/terms.service';`],
    ['apps/server/src/modules/billing/billing.module.ts', `const x = await import('../serving/serving.module');`],
    ['apps/server/src/app.ts', importX('./modules/accounts/accounts.module')],
  ])('%s: %s is reported by boundaries/module-door', async (file, code) => {
    expect(await lint(file, code)).toContainEqual({ rule: 'boundaries/module-door', message: expect.stringContaining('through its door') });
  });

  it('reports a staff feature importing an advertiser feature (features never import each other)', async () => {
    const messages = await lint('apps/web/src/features/marops-mail-outbox/components/x.tsx', importX('@/features/campaigns'));
    expect(messages.map((m) => m.rule)).toEqual(['boundaries/features-isolated']);
  });

  it.each([
    // Allowed: shared layers, the own feature, packages, the app composing features, staff using staff.
    [CAMPAIGNS_DEEP, importX('@/components/layout/page-header')],
    [CAMPAIGNS_DEEP, importX('@/lib/format/format')],
    [CAMPAIGNS_ROOT, importX('../../components/layout/page-header')],
    [CAMPAIGNS_DEEP, importX('../../../../lib/format/format')],
    [CAMPAIGNS_DEEP, importX('../../api/keys')],
    [CAMPAIGNS_DEEP, importX('@/features/campaigns/paths')],
    [CAMPAIGNS_DEEP, importX('@ads/domain')],
    [CAMPAIGNS_DEEP, importX('@mui/material/Button')],
    ['apps/web/src/app/routes/campaign-create.tsx', importX('@/features/campaigns')],
    ['apps/web/src/app/routes/marops-mail-outbox.tsx', importX('@/features/marops-mail-outbox')],
    ['apps/web/src/app/routes/staff-mail-outbox.tsx', importX('@/features/staff-mail-outbox')],
    ['apps/web/src/features/marops-mail-outbox/components/x.tsx', importX('../api/get-outbox')],
    ['apps/server/src/modules/accounts/accounts.module.ts', importX('./accounts.staff.routes')],
    ['apps/server/src/modules/accounts/accounts.staff.routes.ts', importX('./accounts.staff.service')],
    ['apps/server/src/modules/accounts/accounts.staff.service.ts', importX('./accounts.repository')],
    ['apps/server/src/modules/accounts/accounts.staff.test.ts', importX('./accounts.staff.repository')],
    ['apps/server/src/testing/accounts.testkit.ts', importX('../modules/accounts/accounts.staff.repository')],
    ['apps/server/src/modules/campaigns/campaigns.module.ts', importX('../billing')],
    ['apps/server/src/modules/campaigns/campaigns.module.ts', importX('../billing/index')],
    ['apps/server/src/modules/campaigns/campaigns.module.ts', importX('../context')],
    ['apps/server/src/modules/campaigns/campaigns.test.ts', importX('../billing/billing-profile.repository')],
    ['apps/server/src/app.ts', importX('./modules/accounts')],
    ['apps/server/src/cli/audit-verify.ts', importX('../modules/audit/audit-verify')],
    ['apps/server/src/modules/campaigns/campaigns.repository.ts', importX('@ads/db')],
  ])('%s: %s passes', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
