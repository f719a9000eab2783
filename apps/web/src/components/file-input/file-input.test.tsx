import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileInput, formatFileSize } from './file-input';

afterEach(cleanup);

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileInput
      label="SKU lists"
      buttonLabel="Add files"
      removeLabel={(n) => `Remove ${n}`}
      value={files}
      onChange={setFiles}
      multiple
      maxSizeBytes={10}
      tooLargeMessage={(n) => `${n} is too large`}
    />
  );
}

describe('FileInput', () => {
  it('lists chosen files with sizes, refuses too large ones and removes by name', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('SKU lists') as HTMLInputElement;
    await userEvent.upload(input, [new File(['A-1'], 'a.csv'), new File(['way more than ten bytes'], 'big.csv')]);
    expect(screen.getByText('a.csv')).toBeTruthy();
    expect(screen.getByText('3 B')).toBeTruthy();
    expect(screen.queryByText('big.csv')).toBeNull();
    expect(screen.getByText('big.csv is too large')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.csv' }));
    expect(screen.queryByText('a.csv')).toBeNull();
  });

  it('formats sizes in decimal units', () => {
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3_500_000)).toBe('4 MB');
  });
});
