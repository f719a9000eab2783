import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { AppButton } from '@/components/button/app-button';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { toast } from '@/lib/toast/toast-store';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

type Open = 'none' | 'basic' | 'persistent' | 'confirm';

export function DialogPage() {
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  return (
    <ShowcasePage
      title="Dialog"
      description="BaseDialog is every dialog of the app. It closes on Escape or a scrim click unless it is persistent or a persistent error message is on screen (docs/requirements.md §2, §4)."
      components={['BaseDialog']}
      source="components/dialog/base-dialog.tsx"
      props={[
        { name: 'open', type: 'boolean', description: 'Shown or not.' },
        { name: 'onClose', type: '() => void', description: 'Escape or scrim click, when allowed.' },
        { name: 'persistent', type: 'boolean', description: 'Only its own buttons close it.' },
        { name: '…DialogProps', type: 'MUI DialogProps', description: 'maxWidth, fullWidth, aria-labelledby, …' },
      ]}
    >
      <Demo
        title="Variants"
        note="The last button shows a sticky error toast first: while it is shown, Escape and scrim clicks do not close dialogs."
      >
        <DemoRow>
          <AppButton kind="secondary" onClick={() => setOpen('basic')}>
            Open closable dialog
          </AppButton>
          <AppButton kind="secondary" onClick={() => setOpen('persistent')}>
            Open persistent dialog
          </AppButton>
          <AppButton kind="danger" onClick={() => setOpen('confirm')}>
            Open confirmation
          </AppButton>
          <AppButton
            kind="tertiary"
            onClick={() => {
              toast.error('A persistent error: dismiss me to unlock dialogs', { timeout: 0 });
              setOpen('basic');
            }}
          >
            Dialog under a persistent error
          </AppButton>
        </DemoRow>
      </Demo>
      <BaseDialog open={open === 'basic'} onClose={close} aria-labelledby="dlg-basic" maxWidth="sm" fullWidth>
        <DialogTitle id="dlg-basic">Closable dialog</DialogTitle>
        <DialogContent>
          <DialogContentText>Press Escape or click outside to close.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <AppButton kind="tertiary" onClick={close}>
            Close
          </AppButton>
        </DialogActions>
      </BaseDialog>
      <BaseDialog open={open === 'persistent'} persistent onClose={close} aria-labelledby="dlg-persistent" maxWidth="sm" fullWidth>
        <DialogTitle id="dlg-persistent">Persistent dialog</DialogTitle>
        <DialogContent>
          <DialogContentText>Escape and clicks outside are ignored; use the button.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <AppButton onClick={close}>Got it</AppButton>
        </DialogActions>
      </BaseDialog>
      <BaseDialog open={open === 'confirm'} onClose={close} aria-labelledby="dlg-confirm" maxWidth="xs" fullWidth>
        <DialogTitle id="dlg-confirm">Delete 3 drafts?</DialogTitle>
        <DialogContent>
          <DialogContentText>Deleted drafts cannot be restored.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <AppButton kind="tertiary" onClick={close}>
            Cancel
          </AppButton>
          <AppButton
            kind="danger"
            onClick={() => {
              close();
              toast.success('3 drafts deleted');
            }}
          >
            Delete
          </AppButton>
        </DialogActions>
      </BaseDialog>
    </ShowcasePage>
  );
}
