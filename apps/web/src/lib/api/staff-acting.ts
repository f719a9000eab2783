import { useSyncExternalStore } from 'react';

/**
 * Staff acting on an advertiser's account (docs/architecture.md "Plugins and access"): an explicit mode, `read`
 * (the default) or `edit`, for one account at a time. Kept in session storage, so a reload keeps it
 * and closing the tab ends it; the API client sends `acting-as-staff: <mode>` on every call for that
 * account (the server refuses staff on foreign accounts without it, and audits every such call).
 */
export type StaffActingMode = 'read' | 'edit';
export interface StaffActing {
  accountId: string;
  mode: StaffActingMode;
}

/** Request header of the mode (apps/server access.plugin.ts STAFF_MODE_HEADER). */
export const STAFF_MODE_HEADER = 'acting-as-staff';
const KEY = 'ads.actingAsStaff';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StaffActing | null } = { raw: null, value: null };

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The current mode, or null when staff are not acting on any account. */
export function getStaffActing(): StaffActing | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: StaffActing | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<StaffActing>) : null;
    if (parsed && typeof parsed.accountId === 'string' && (parsed.mode === 'read' || parsed.mode === 'edit')) {
      value = { accountId: parsed.accountId, mode: parsed.mode };
    }
  } catch {
    // A damaged entry means "not acting".
  }
  cached = { raw, value };
  return value;
}

/** Starts (or switches) acting on `accountId`; null ends it ("Leave"). */
export function setStaffActing(next: StaffActing | null): void {
  if (next) storage()?.setItem(KEY, JSON.stringify(next));
  else storage()?.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** The mode to send for a call on `accountId`, or null when staff are not acting on it. */
export function staffModeFor(accountId: string | null): StaffActingMode | null {
  const acting = getStaffActing();
  return acting && accountId && acting.accountId === accountId ? acting.mode : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React view of {@link getStaffActing}; re-renders when it changes. */
export function useStaffActing(): StaffActing | null {
  return useSyncExternalStore(subscribe, getStaffActing, () => null);
}

/**
 * True while staff act on `accountId` in `read` mode: the advertiser screens then show every edit control disabled
 * (components/staff-read-only), since the server would refuse the change (docs/architecture.md "Plugins and access").
 */
export function useStaffReadOnly(accountId: string | null | undefined): boolean {
  const acting = useStaffActing();
  return !!accountId && acting?.accountId === accountId && acting.mode === 'read';
}
