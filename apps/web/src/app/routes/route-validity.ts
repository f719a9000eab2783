import { UUID_V4_PATTERN } from '@ads/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';

/**
 * A route's validity check (docs/requirements.md §2): when `check` fails, the route error page appears with status
 * 404 and the message 'Page Not Found: {path}' unless others are given. Use as (part of) a loader.
 * @throws a React Router data response caught by RouteError.
 */
export function validityCheck(
  check: (args: LoaderFunctionArgs) => boolean,
  { status = 404, message }: { status?: number; message?: string } = {},
) {
  return (args: LoaderFunctionArgs) => {
    if (!check(args)) {
      const path = new URL(args.request.url).pathname;
      throw data(message ?? i18n.t('shell.pageNotFoundPath', { path }), { status });
    }
    return null;
  };
}

/** Campaign, draft and account ids are UUID v4 (docs/requirements.md §5); anything else is 'Page Not Found: {path}' (§2 validity check). */
export const idIsValid = validityCheck(({ params }) => UUID_V4_PATTERN.test(params.id ?? ''));

/** Terms versions are numbered 1, 2, 3… (docs/terms.md); anything else is 'Page Not Found: {path}'. */
export const versionIsValid = validityCheck(({ params }) => /^[1-9]\d{0,8}$/.test(params.version ?? ''));
