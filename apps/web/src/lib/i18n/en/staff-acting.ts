/** English texts: staff acting on an advertiser's account (the shell's banner and edit guards; docs/access-roles.md). Polish in `../pl/staff-acting.ts` with the same keys. */
export const staffActing = {
  acting: {
    label: 'Acting as staff',
    readOnly: 'Acting as staff on {{name}} — read-only',
    editing: 'Acting as staff on {{name}} — editing',
    switchToEdit: 'Switch to edit',
    switchToRead: 'Switch to read-only',
    leave: 'Leave',
    readOnlyControl: 'Read-only as staff — switch to edit mode to change this',
    readOnlyRefused: 'You are acting as staff in read-only mode — switch to edit mode to save changes.',
  },
};
