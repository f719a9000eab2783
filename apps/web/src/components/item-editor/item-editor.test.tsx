import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainTable } from '../plain-table/plain-table';
import { ItemEditorForm } from './item-editor-form';
import { ItemListSection } from './item-list-section';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}
const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

/** An editor that remembers its first item: a new one mounts per item. */
function Editor({ item, onDone }: { item: Item | null; onDone: () => void }) {
  const [first] = useState(item?.name ?? 'new');
  const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  return (
    <ItemEditorForm
      label="Item form"
      onSubmit={submit}
      submitLabel="Save"
      cancelLabel="Cancel"
      onCancel={onDone}
      pending={item?.id === 'b'}
    >
      <p>Editing {first}</p>
    </ItemEditorForm>
  );
}

function Harness() {
  return (
    <ItemListSection<Item> heading="Items" newLabel="New item" renderEditor={(item, onDone) => <Editor item={item} onDone={onDone} />}>
      {(edit) => (
        <PlainTable<Item>
          label="Items table"
          rows={ITEMS}
          columns={[
            { key: 'name', header: 'Name', cell: (i) => i.name },
            { key: 'actions', align: 'right', cell: (i) => <button onClick={() => edit(i)}>Edit {i.name}</button> },
          ]}
        />
      )}
    </ItemListSection>
  );
}

describe('ItemListSection, ItemEditorForm and PlainTable (the staff content screens)', () => {
  it('lists the rows under their headers, an actions column without one', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Items' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Items table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', '']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('form', { name: 'Item form' })).toBeNull();
  });

  it('opens the editor on a new item, then on each edited item afresh; cancel closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'New item' }));
    expect(screen.getByText('Editing new')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    expect(screen.getByText('Editing Alpha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit Beta' }));
    expect(screen.getByText('Editing Beta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Item form' })).toBeNull();
  });
});
