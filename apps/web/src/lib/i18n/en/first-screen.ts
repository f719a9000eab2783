import { staffActing } from './staff-acting';
import { listTable } from './list-table';
import { shell } from './shell';
import { campaigns } from './campaigns';
import { problems } from './problems';
import { staffNav } from './staff-nav';
import { termsVersions } from './terms-versions';
import { notifications } from './notifications';
import { roles } from './roles';

/**
 * English texts of the areas the first screen (the app shell and the campaigns list) uses; in the app
 * shell's chunk. The other areas are `./later.ts`, loaded with any other screen (docs/web-performance.md).
 * A text used by the shell, the layouts or the campaigns list must be in one of these areas.
 */
export const enFirstScreen = {
  ...staffActing,
  ...listTable,
  ...shell,
  ...campaigns,
  ...problems,
  ...staffNav,
  ...termsVersions,
  ...notifications,
  ...roles,
};
