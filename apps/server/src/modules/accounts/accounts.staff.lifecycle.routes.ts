import type { AccountAction } from '@ads/domain';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { AccountIdParamsSchema, OptionalReasonBodySchema, ReasonBodySchema, StaffAccountSchema } from './accounts.staff.schemas';
import type { AccountsStaffLifecycleService } from './accounts.staff.lifecycle.service';
import { auditAccount, recordChanges } from '../audit';
import { staffErrors, tags } from './accounts.staff.schemas';

const SUMMARIES: Record<AccountAction, string> = {
  suspend: 'Suspend an account (reason required): its campaigns stop serving at once and nothing is charged',
  resume: 'Resume a suspended account',
  terminate: 'Terminate an account (reason required): final; running displays end at once, data kept for billing',
  ban: "Ban an advertiser (reason required): terminates the account; its members' e-mails and tax id may not open new accounts",
};

/** POST /marops/accounts/{id}/suspend|resume|terminate|ban with `{reason}` and If-Match (docs/requirements.md §1, §4). */
export async function lifecycleRoutes(staff: App, lifecycle: AccountsStaffLifecycleService): Promise<void> {
  for (const action of Object.keys(SUMMARIES) as AccountAction[]) {
    staff.post(
      `/:id/${action}`,
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: SUMMARIES[action],
          params: AccountIdParamsSchema,
          body: action === 'resume' ? OptionalReasonBodySchema : ReasonBodySchema,
          response: { 200: StaffAccountSchema, ...staffErrors, 412: ProblemSchema },
        },
      },
      async (request, reply) => {
        const body = request.body as { reason?: string } | undefined;
        auditAccount(request, request.params.id);
        const account = await lifecycle.apply(
          request.actor,
          request.params.id,
          action,
          body?.reason,
          ifMatchVersion(request),
          recordChanges(request),
        );
        setEtag(reply, account.version);
        return account;
      },
    );
  }
}
