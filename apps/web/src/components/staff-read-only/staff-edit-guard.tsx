import { cloneElement, createContext, useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from '@/components/tooltip/tooltip';
import { useTranslation } from 'react-i18next';
import type { AccountCapability } from '@ads/domain';
import { useStaffReadOnly } from '@/lib/api/staff-acting';
import { roleCan, useAccountRole } from '@/lib/account-role';

const StaffReadOnlyContext = createContext(false);

/**
 * Marks the screens of `accountId` (every /accounts/{accountId}/… route) as read-only while staff act on that account
 * in `read` mode (lib/api/staff-acting.ts); {@link StaffEditGuard}s below it then disable their controls.
 */
export function StaffReadOnlyScope({ accountId, children }: { accountId: string | null | undefined; children: ReactNode }) {
  const readOnly = useStaffReadOnly(accountId);
  return <StaffReadOnlyContext.Provider value={readOnly}>{children}</StaffReadOnlyContext.Provider>;
}

/** True inside a {@link StaffReadOnlyScope} whose account staff act on in `read` mode. */
export function useStaffReadOnlyScope(): boolean {
  return useContext(StaffReadOnlyContext);
}

/**
 * Wraps one edit control (a button, a field, a checkbox) of an advertiser screen. In a read-only scope the control is
 * disabled and a tooltip says to switch to edit mode; otherwise the control is returned as it is. A disabled element
 * fires no pointer events, so the tooltip sits on a wrapping span (MUI Tooltip docs, "Disabled elements"); `block`
 * makes that span take the full width (full-width fields), `style` places it in a flex row.
 * The control is disabled the same way, with a tooltip naming the role, when the caller's role in the account lacks
 * `need` (docs/access-roles.md; default `campaigns`).
 */
export function StaffEditGuard({
  block = false,
  style,
  need = 'campaigns',
  children,
}: {
  block?: boolean;
  style?: CSSProperties;
  need?: AccountCapability;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const { t } = useTranslation();
  const readOnly = useStaffReadOnlyScope();
  const role = useAccountRole();
  const allowed = roleCan(role, need);
  if (!readOnly && allowed) return children;
  const title = readOnly ? t('acting.readOnlyControl') : t('roles.notAllowed', { role: t(`roles.names.${role!}`) });
  return (
    <Tooltip title={title} describeChild>
      <span style={{ display: block ? 'block' : 'inline-flex', ...style }} data-staff-read-only="">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
