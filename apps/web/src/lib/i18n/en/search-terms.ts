/** English texts: the search-term report on a campaign's statistics. Polish in `../pl/search-terms.ts` with the same keys. */
export const searchTerms = {
  searchTerms: {
    title: 'Search terms',
    intro: 'What shoppers searched for when your ads were shown in search results. Terms that could identify a person are hidden.',
    term: 'Search term',
    hidden: 'Hidden (personal data)',
    actions: 'Actions',
    addKeyword: 'Add as keyword',
    addNegative: 'Add as negative',
    addKeywordFor: 'Add “{{term}}” as a keyword',
    addNegativeFor: 'Add “{{term}}” as a negative keyword',
    addedKeyword: '“{{term}}” added as an exact-match keyword.',
    addedNegative: '“{{term}}” added as an exact-match negative keyword.',
    already: '“{{term}}” is already on the list.',
  },
};
