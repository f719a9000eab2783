import Stack from '@mui/material/Stack';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  terms: boolean;
  newsletter: boolean;
  locked: boolean;
  small: boolean;
}

export function CheckboxPage() {
  const { control } = useDemoForm<Values>(
    { terms: false, newsletter: true, locked: true, small: false },
    'terms',
    'You must accept the terms',
  );
  return (
    <ShowcasePage
      title="Checkbox"
      description="A boolean form field bound to react-hook-form. The label is the accessible name; the field's error replaces the helper text."
      components={['FormCheckbox']}
      source="components/form/form-checkbox.tsx"
      props={[
        { name: 'control / name', type: 'Control<T> / FieldPath<T>', description: 'The react-hook-form field (boolean).' },
        { name: 'label', type: 'string', description: 'Visible label and accessible name.' },
        { name: 'helperText', type: 'string', description: 'A hint under the field.' },
        { name: 'disabled', type: 'boolean', description: 'Not editable.' },
        { name: 'size', type: "'small' | 'medium'", description: 'Box size.' },
      ]}
    >
      <Demo title="States">
        <Stack>
          <FormCheckbox control={control} name="newsletter" label="Send me product news (checked)" helperText="At most once a month." />
          <FormCheckbox control={control} name="terms" label="I accept the terms (error)" />
          <FormCheckbox control={control} name="locked" label="Locked setting (disabled)" disabled />
          <FormCheckbox control={control} name="small" label="Small size" size="small" />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
