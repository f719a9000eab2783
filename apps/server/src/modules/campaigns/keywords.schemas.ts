import { Type, type Static } from '@sinclair/typebox';
import { nullable, SafeText } from '../../http/schema';

/*
 * Keywords and negative keywords of drafts and campaigns (docs/search-placements.md "API"). The schema bounds
 * only what could harm the server; the limits advertisers meet (count, length, words, bid range) are the
 * domain's (keyword-limits.ts) and answer ValidationException with field KEYWORDS or NEGATIVE_KEYWORDS.
 */

const MatchType = Type.Union([Type.Literal('EXACT'), Type.Literal('PHRASE'), Type.Literal('BROAD')], {
  description:
    "EXACT: the query is the keyword; PHRASE: the keyword's words appear together and in order in the query; BROAD: all its words appear in any order (docs/search-placements.md)",
});
const NegativeMatchType = Type.Union([Type.Literal('EXACT'), Type.Literal('PHRASE')], {
  description: 'EXACT: excludes the query equal to it; PHRASE: excludes every query containing its words together and in order',
});
const KeywordText = SafeText({ minLength: 1, maxLength: 500, description: 'As entered; matched without case and Polish diacritics' });
// Not campaigns.schemas' Grosze: that file imports this one (the draft body takes the keyword lists).
const Bid = nullable(
  Type.Integer({
    minimum: 0,
    maximum: 1e13,
    description: 'Keyword bid replacing the max CPC in search auctions, integer grosze; null = the max CPC; within the max CPC range',
  }),
);
const MAX_ITEMS = 20000;

export const KeywordInputSchema = Type.Object(
  { text: KeywordText, matchType: MatchType, bid: Type.Optional(Bid) },
  { additionalProperties: false },
);
export const NegativeKeywordInputSchema = Type.Object({ text: KeywordText, matchType: NegativeMatchType }, { additionalProperties: false });

/** Lists sent in a draft body or in PATCH …/keywords: each list sent replaces the stored one. */
export const KeywordListsInput = {
  keywords: Type.Optional(Type.Array(KeywordInputSchema, { maxItems: MAX_ITEMS, description: 'Replaces the keywords (at most 1000)' })),
  negativeKeywords: Type.Optional(
    Type.Array(NegativeKeywordInputSchema, { maxItems: MAX_ITEMS, description: 'Replaces the negative keywords (at most 1000)' }),
  ),
};
export const KeywordsPatchSchema = Type.Object(KeywordListsInput, { additionalProperties: false });
export type KeywordsPatch = Static<typeof KeywordsPatchSchema>;

export const KeywordSchema = Type.Object({
  id: nullable(Type.String({ format: 'uuid', description: "Set once published; a draft's keywords have none" })),
  text: Type.String(),
  normalized: Type.String({ description: 'Lower case, diacritics folded, words joined by one space' }),
  matchType: MatchType,
  bid: Bid,
});
export const NegativeKeywordSchema = Type.Object({
  id: nullable(Type.String({ format: 'uuid' })),
  text: Type.String(),
  normalized: Type.String(),
  matchType: NegativeMatchType,
});
export const KeywordListsSchema = Type.Object({
  keywords: Type.Array(KeywordSchema),
  negativeKeywords: Type.Array(NegativeKeywordSchema),
});
export type KeywordListsView = Static<typeof KeywordListsSchema>;

export const KeywordSuggestionsQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Most suggestions per source' })) },
  { additionalProperties: false },
);
export const KeywordSuggestionsSchema = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      text: Type.String({ description: 'Normalised: lower case, diacritics folded, words joined by one space' }),
      source: Type.Union([Type.Literal('catalogue'), Type.Literal('searches')], {
        description: "catalogue: the names, brands and categories of the campaign's products; searches: the shop's search terms seen",
      }),
      count: Type.Integer({ minimum: 0, description: 'catalogue: products holding the phrase; searches: searches seen' }),
    }),
  ),
});
