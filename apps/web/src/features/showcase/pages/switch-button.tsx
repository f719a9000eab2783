import Stack from '@mui/material/Stack';
import { FormSwitch } from '@/components/form/form-switch';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  active: boolean;
  off: boolean;
  locked: boolean;
  bad: boolean;
}

export function SwitchButtonPage() {
  const { control } = useDemoForm<Values>({ active: true, off: false, locked: true, bad: false }, 'bad', 'Enable this to continue');
  return (
    <ShowcasePage
      title="Switch button"
      description="An on/off setting that applies at once in meaning (e.g. campaign active), bound to react-hook-form (boolean)."
      components={['FormSwitch']}
      source="components/form/form-switch.tsx"
      props={[
        { name: 'control / name', type: 'Control<T> / FieldPath<T>', description: 'The form field (boolean).' },
        { name: 'label', type: 'string', description: 'Visible label and accessible name.' },
        { name: 'helperText / disabled / size', type: 'string / boolean / size', description: 'States.' },
      ]}
    >
      <Demo title="States">
        <Stack>
          <FormSwitch control={control} name="active" label="Campaign active (on)" />
          <FormSwitch control={control} name="off" label="Email reports (off)" helperText="A weekly summary" size="small" />
          <FormSwitch control={control} name="locked" label="Managed by staff (disabled)" disabled />
          <FormSwitch control={control} name="bad" label="Automatic bidding (error)" />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
