import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from '@/lib/toast/toast-store';
import { BaseDialog } from './base-dialog';

function Harness({ persistent = false }: { persistent?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <BaseDialog open={open} persistent={persistent} onClose={() => setOpen(false)} aria-labelledby="t">
      <DialogTitle id="t">Settings</DialogTitle>
    </BaseDialog>
  );
}

afterEach(() => {
  cleanup();
  toastStore.clear();
});

describe('BaseDialog (docs/requirements.md §2, §4)', () => {
  it('closes on Escape', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape when persistent', async () => {
    render(<Harness persistent />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('stays open while a persistent error is shown, and closes again once it is removed', async () => {
    render(<Harness />);
    let id = '';
    act(() => {
      id = toast.error('Access denied.', { timeout: 0 });
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    act(() => toast.dismiss(id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an ERROR with an action or a timeout is not a persistent error', async () => {
    render(<Harness />);
    act(() => {
      toast.error('Retry?', { timeout: 0, action: { label: 'Retry', onClick: () => undefined } });
      toast.error('Briefly', { timeout: 5000 });
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
