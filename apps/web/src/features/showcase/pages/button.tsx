import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { AppButton } from '@/components/button/app-button';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function ButtonPage() {
  const [saving, setSaving] = useState(false);
  return (
    <ShowcasePage
      title="Button"
      description="The product's button. One primary action per view; secondary next to it; tertiary for quiet actions; danger for destructive ones. The text is the accessible name."
      components={['AppButton']}
      source="components/button/app-button.tsx"
      props={[
        { name: 'kind', type: "'primary' | 'secondary' | 'tertiary' | 'danger'", description: 'Visual weight (default primary).' },
        { name: 'size', type: "'small' | 'medium' | 'large'", description: 'Height and padding.' },
        { name: 'loading', type: 'boolean', description: 'Spinner; clicks are blocked.' },
        { name: 'disabled', type: 'boolean', description: 'Not clickable.' },
        { name: 'startIcon / endIcon', type: 'ReactNode', description: 'Icon next to the text.' },
      ]}
    >
      <Demo title="Kinds">
        <DemoRow>
          <AppButton>Publish campaign</AppButton>
          <AppButton kind="secondary">Save draft</AppButton>
          <AppButton kind="tertiary">Cancel</AppButton>
          <AppButton kind="danger">Delete drafts</AppButton>
        </DemoRow>
      </Demo>
      <Demo title="Sizes and icon">
        <DemoRow>
          <AppButton size="small" startIcon={<AddIcon />}>
            Small
          </AppButton>
          <AppButton startIcon={<AddIcon />}>Medium</AppButton>
          <AppButton size="large" startIcon={<AddIcon />}>
            Large
          </AppButton>
        </DemoRow>
      </Demo>
      <Demo title="Disabled and loading" note="Click “Save” to see the loading state for two seconds.">
        <DemoRow>
          <AppButton disabled>Disabled primary</AppButton>
          <AppButton kind="secondary" disabled>
            Disabled secondary
          </AppButton>
          <AppButton
            loading={saving}
            onClick={() => {
              setSaving(true);
              window.setTimeout(() => setSaving(false), 2000);
            }}
          >
            Save
          </AppButton>
          <AppButton kind="secondary" loading>
            Loading
          </AppButton>
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
