import { Type, type Static } from '@sinclair/typebox';
import { ROW_ERROR_CODES } from './campaign-bulksheet.errors';
import { BULKSHEET_COLUMNS } from './campaign-bulksheet.format';

/** GET /campaign-bulksheets query. */
export const BulksheetQuerySchema = Type.Object(
  {
    format: Type.Optional(
      Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx', description: 'File format (default xlsx)' }),
    ),
  },
  { additionalProperties: false },
);

const Value = Type.Union([Type.String(), Type.Integer(), Type.Null()]);

/** One change an upload makes (docs/bulksheets.md "Dry run"); money in grosze. */
export const BulksheetChangeSchema = Type.Object({
  campaignId: Type.String({ format: 'uuid' }),
  campaignName: Type.String(),
  field: Type.String({
    description: 'name, userStatus, dailyBudget, totalBudget, maxCpc, startDate, endDate, delivery, sku, keyword, negativeKeyword',
  }),
  item: Type.Union([Type.String(), Type.Null()], { description: 'The SKU or keyword "text (MATCH TYPE)" of a list change' }),
  kind: Type.Union([Type.Literal('changed'), Type.Literal('added'), Type.Literal('removed')]),
  before: Value,
  after: Value,
});

/** One row's error (docs/bulksheets.md "API"). */
export const BulksheetRowErrorSchema = Type.Object({
  row: Type.Integer({ description: 'Row number in the file; the header is row 1' }),
  column: Type.Union([Type.Union(BULKSHEET_COLUMNS.map((c) => Type.Literal(c))), Type.Null()], {
    description: "The column's header as in the file (English by design), null for the whole row",
  }),
  code: Type.Union(
    ROW_ERROR_CODES.map((c) => Type.Literal(c)),
    { description: "The rule broken: a domain campaign or keyword rule's code, or the bulksheet's own (docs/bulksheets.md)" },
  ),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()]), {
    description: "The rule's values (money in grosze, rows as in the file)",
  }),
  message: Type.String({ description: 'English text for API clients; screens choose theirs by code' }),
});

export const BulksheetResultSchema = Type.Object({
  format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
  rows: Type.Integer({ description: 'Data rows read (blank rows skipped)' }),
  applied: Type.Boolean({ description: 'True when the file was applied (only apply, only without errors)' }),
  changedCampaigns: Type.Integer(),
  changes: Type.Array(BulksheetChangeSchema),
  errors: Type.Array(BulksheetRowErrorSchema),
});
export type BulksheetResultView = Static<typeof BulksheetResultSchema>;
