import { AppButton } from '@/components/button/app-button';
import { DEFAULT_TIMEOUT_MS, MAX_TOASTS, toast, toastStore } from '@/lib/toast/toast-store';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function SnackBarPage() {
  return (
    <ShowcasePage
      title="Snack bar"
      description={`The one toast facade (lib/toast): toast.success / error / info. Plain text or title + subtitle, a close control or one action button. Default display ${DEFAULT_TIMEOUT_MS} ms; a timeout ≤ 0 stays until dismissed; at most ${MAX_TOASTS} are kept (a sixth drops the oldest). An ERROR with timeout ≤ 0 and no action locks dialogs (docs/requirements.md §4).`}
      components={['toast', 'ToastViewport']}
      source="lib/toast/toast-store.ts, components/toast/toast-viewport.tsx"
      props={[
        { name: 'message', type: 'string | { title, subtitle }', description: 'Plain text or title plus subtitle.' },
        { name: 'options.timeout', type: 'number (ms)', description: `Default ${DEFAULT_TIMEOUT_MS}; ≤ 0 stays until dismissed.` },
        { name: 'options.action', type: '{ label, onClick }', description: 'One action button instead of the close control.' },
      ]}
    >
      <Demo title="Variants">
        <DemoRow>
          <AppButton kind="secondary" onClick={() => toast.success('Campaign published')}>
            Show SUCCESS
          </AppButton>
          <AppButton kind="secondary" onClick={() => toast.error('The campaign could not be saved')}>
            Show ERROR
          </AppButton>
          <AppButton kind="secondary" onClick={() => toast.info('Statistics are refreshed every hour')}>
            Show INFO
          </AppButton>
        </DemoRow>
      </Demo>
      <Demo title="Title and subtitle, action, sticky">
        <DemoRow>
          <AppButton
            kind="secondary"
            onClick={() => toast.success({ title: 'Drafts deleted', subtitle: '3 drafts were removed from the list.' })}
          >
            Title + subtitle
          </AppButton>
          <AppButton
            kind="secondary"
            onClick={() =>
              toast.success('Campaign archived', {
                timeout: 0,
                action: { label: 'Undo', onClick: () => toast.info('Archiving undone') },
              })
            }
          >
            With action
          </AppButton>
          <AppButton kind="secondary" onClick={() => toast.info('I stay until closed', { timeout: 0 })}>
            Timeout ≤ 0
          </AppButton>
          <AppButton kind="danger" onClick={() => toast.error('Persistent error: dialogs stay open', { timeout: 0 })}>
            Persistent ERROR
          </AppButton>
          <AppButton kind="tertiary" onClick={() => toastStore.clear()}>
            Clear all
          </AppButton>
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
