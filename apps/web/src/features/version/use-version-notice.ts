import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast-store';
import { watchVersion } from './version-check';

/**
 * Shows the INFO toast "New version available" with a "Refresh now" action that reloads the page when
 * the deployed client differs from this one (docs/requirements.md §2, §4, §7). Not when running locally (Vite dev
 * server): there the build version is meaningless. The notice stays until acted on or dismissed.
 */
export function useVersionNotice(enabled = !import.meta.env.DEV): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    return watchVersion({
      onNewVersion: () =>
        toast.info(t('shell.newVersion'), {
          timeout: 0,
          action: { label: t('shell.refreshNow'), onClick: () => window.location.reload() },
        }),
    });
  }, [enabled, t]);
}
