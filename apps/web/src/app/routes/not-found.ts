import { redirect } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast-store';

/** Unknown route (docs/requirements.md §2 route guard): a sticky message (no timeout), then "/" (404). */
export function notFoundLoader() {
  toast.info(i18n.t('guard.notFound'), { timeout: 0 });
  return redirect('/');
}
