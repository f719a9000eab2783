import type { ComponentType } from 'react';

export type ShowcaseGroup = 'Inputs' | 'Data display' | 'Feedback' | 'Navigation and layout' | 'Charts and tables' | 'Diagnostics';

export interface ShowcaseEntry {
  /** Path segment under /components. */
  slug: string;
  /** The page heading and link text. */
  title: string;
  group: ShowcaseGroup;
  summary: string;
  /** Loads the page's code on first visit (one chunk per page). */
  load: () => Promise<ComponentType>;
}

/** Every `/components/...` page of docs/requirements.md §2, one per UI element. */
export const SHOWCASE: readonly ShowcaseEntry[] = [
  {
    slug: 'alert',
    title: 'Alert',
    group: 'Feedback',
    summary: 'Inline notices: success, error, info, warning.',
    load: () => import('./pages/alert').then((m) => m.AlertPage),
  },
  {
    slug: 'avatar',
    title: 'Avatar',
    group: 'Data display',
    summary: 'User and account avatars with initials.',
    load: () => import('./pages/avatar').then((m) => m.AvatarPage),
  },
  {
    slug: 'badge',
    title: 'Badge',
    group: 'Data display',
    summary: 'Counts on icons and buttons.',
    load: () => import('./pages/badge').then((m) => m.BadgePage),
  },
  {
    slug: 'button',
    title: 'Button',
    group: 'Inputs',
    summary: 'Primary, secondary, tertiary and danger actions.',
    load: () => import('./pages/button').then((m) => m.ButtonPage),
  },
  {
    slug: 'card',
    title: 'Card',
    group: 'Data display',
    summary: 'Titled page sections with actions.',
    load: () => import('./pages/card').then((m) => m.CardPage),
  },
  {
    slug: 'checkbox',
    title: 'Checkbox',
    group: 'Inputs',
    summary: 'Boolean form field.',
    load: () => import('./pages/checkbox').then((m) => m.CheckboxPage),
  },
  {
    slug: 'colour-picker',
    title: 'Colour picker',
    group: 'Inputs',
    summary: 'Swatches, system picker and hex input.',
    load: () => import('./pages/colour-picker').then((m) => m.ColourPickerPage),
  },
  {
    slug: 'context-menu',
    title: 'Context menu',
    group: 'Navigation and layout',
    summary: 'Row and card actions behind a ⋮ button.',
    load: () => import('./pages/context-menu').then((m) => m.ContextMenuPage),
  },
  {
    slug: 'currency-field',
    title: 'Currency field',
    group: 'Inputs',
    summary: 'PLN amounts typed in Polish, stored as grosze.',
    load: () => import('./pages/currency-field').then((m) => m.CurrencyFieldPage),
  },
  {
    slug: 'datepicker',
    title: 'Datepicker',
    group: 'Inputs',
    summary: 'Polish date field and day-range filter.',
    load: () => import('./pages/datepicker').then((m) => m.DatepickerPage),
  },
  {
    slug: 'dialog',
    title: 'Dialog',
    group: 'Feedback',
    summary: 'Base dialog: closable or persistent.',
    load: () => import('./pages/dialog').then((m) => m.DialogPage),
  },
  {
    slug: 'expansion-panels',
    title: 'Expansion panels',
    group: 'Navigation and layout',
    summary: 'Collapsible sections.',
    load: () => import('./pages/expansion-panels').then((m) => m.ExpansionPanelsPage),
  },
  {
    slug: 'file-input',
    title: 'File input',
    group: 'Inputs',
    summary: 'Choose files with a size limit.',
    load: () => import('./pages/file-input').then((m) => m.FileInputPage),
  },
  {
    slug: 'filter-select',
    title: 'Filter select',
    group: 'Inputs',
    summary: 'Single-choice list filter kept in the URL.',
    load: () => import('./pages/filter-select').then((m) => m.FilterSelectPage),
  },
  {
    slug: 'icon',
    title: 'Icon',
    group: 'Data display',
    summary: "The product's icon set by name.",
    load: () => import('./pages/icon').then((m) => m.IconPage),
  },
  {
    slug: 'line-chart',
    title: 'Line chart',
    group: 'Charts and tables',
    summary: 'One metric by day.',
    load: () => import('./pages/line-chart').then((m) => m.LineChartPage),
  },
  {
    slug: 'loader',
    title: 'Loader',
    group: 'Feedback',
    summary: 'Page spinner, skeletons, button loading.',
    load: () => import('./pages/loader').then((m) => m.LoaderPage),
  },
  {
    slug: 'multi-select',
    title: 'Multi select',
    group: 'Inputs',
    summary: 'Multiple choice: form field and list filter.',
    load: () => import('./pages/multi-select').then((m) => m.MultiSelectPage),
  },
  {
    slug: 'radio-button',
    title: 'Radio button',
    group: 'Inputs',
    summary: 'One choice of a few, as a form field.',
    load: () => import('./pages/radio-button').then((m) => m.RadioButtonPage),
  },
  {
    slug: 'select',
    title: 'Select',
    group: 'Inputs',
    summary: 'One choice of many, as a form field.',
    load: () => import('./pages/select').then((m) => m.SelectPage),
  },
  {
    slug: 'status-label',
    title: 'Status label',
    group: 'Data display',
    summary: 'Campaign states.',
    load: () => import('./pages/status-label').then((m) => m.StatusLabelPage),
  },
  {
    slug: 'switch-button',
    title: 'Switch button',
    group: 'Inputs',
    summary: 'On/off settings.',
    load: () => import('./pages/switch-button').then((m) => m.SwitchButtonPage),
  },
  {
    slug: 'textarea',
    title: 'Textarea',
    group: 'Inputs',
    summary: 'Multi-line text with a character counter.',
    load: () => import('./pages/textarea').then((m) => m.TextareaPage),
  },
  {
    slug: 'text-field',
    title: 'Text field',
    group: 'Inputs',
    summary: 'Single-line text form field.',
    load: () => import('./pages/text-field').then((m) => m.TextFieldPage),
  },
  {
    slug: 'text-select',
    title: 'Text select',
    group: 'Inputs',
    summary: 'Text with suggestions (combobox).',
    load: () => import('./pages/text-select').then((m) => m.TextSelectPage),
  },
  {
    slug: 'tooltip',
    title: 'Tooltip',
    group: 'Feedback',
    summary: 'Explanations on hover and focus.',
    load: () => import('./pages/tooltip').then((m) => m.TooltipPage),
  },
  {
    slug: 'data-table',
    title: 'Data table',
    group: 'Charts and tables',
    summary: 'The DataGrid wrapper.',
    load: () => import('./pages/data-table').then((m) => m.DataTablePage),
  },
  {
    slug: 'filter-category',
    title: 'Filter category',
    group: 'Inputs',
    summary: 'Category tree picker.',
    load: () => import('./pages/filter-category').then((m) => m.FilterCategoryPage),
  },
  {
    slug: 'metrics-card',
    title: 'Metrics card',
    group: 'Charts and tables',
    summary: 'One statistic with its label.',
    load: () => import('./pages/metrics-card').then((m) => m.MetricsCardPage),
  },
  {
    slug: 'pagination',
    title: 'Pagination',
    group: 'Navigation and layout',
    summary: 'Pages of a list outside the grid.',
    load: () => import('./pages/pagination').then((m) => m.PaginationPage),
  },
  {
    slug: 'selectable-cards',
    title: 'Selectable cards',
    group: 'Inputs',
    summary: 'Big single or multiple choices.',
    load: () => import('./pages/selectable-cards').then((m) => m.SelectableCardsPage),
  },
  {
    slug: 'error-reporting',
    title: 'Error reporting',
    group: 'Diagnostics',
    summary: 'Throw, reject and report on purpose.',
    load: () => import('./pages/error-reporting').then((m) => m.ErrorReportingPage),
  },
  {
    slug: 'snack-bar',
    title: 'Snack bar',
    group: 'Feedback',
    summary: 'The toast facade.',
    load: () => import('./pages/snack-bar').then((m) => m.SnackBarPage),
  },
  {
    slug: 'stats-table',
    title: 'Stats table',
    group: 'Charts and tables',
    summary: 'Metrics by day or product with totals.',
    load: () => import('./pages/stats-table').then((m) => m.StatsTablePage),
  },
  {
    slug: 'stepper',
    title: 'Stepper',
    group: 'Navigation and layout',
    summary: 'Wizard progress.',
    load: () => import('./pages/stepper').then((m) => m.StepperPage),
  },
  {
    slug: 'tree',
    title: 'Tree',
    group: 'Data display',
    summary: 'Hierarchies with expansion and selection.',
    load: () => import('./pages/tree').then((m) => m.TreePage),
  },
];
