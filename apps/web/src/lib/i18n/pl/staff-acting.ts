/** Polish texts: staff acting on an advertiser's account (the shell's banner and edit guards; docs/access-roles.md). Same keys as `../en/staff-acting.ts`. */
export const staffActing = {
  acting: {
    label: 'Działanie jako obsługa',
    readOnly: 'Działasz jako obsługa na koncie {{name}} — tylko odczyt',
    editing: 'Działasz jako obsługa na koncie {{name}} — edycja',
    switchToEdit: 'Przełącz na edycję',
    switchToRead: 'Przełącz na tylko odczyt',
    leave: 'Wyjdź',
    readOnlyControl: 'Tylko odczyt jako obsługa — przełącz na tryb edycji, aby to zmienić',
    readOnlyRefused: 'Działasz jako obsługa w trybie tylko do odczytu — przełącz na tryb edycji, aby zapisać zmiany.',
  },
};
