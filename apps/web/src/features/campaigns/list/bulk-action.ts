/** A bulk action of the lists (docs/requirements.md §4): set a userStatus on campaigns, or delete drafts. */
export type BulkAction = 'PAUSED' | 'ACTIVE' | 'ARCHIVED' | 'DELETE';
