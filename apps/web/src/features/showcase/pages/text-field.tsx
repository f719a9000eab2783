import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form/form-text-field';
import { FormMoneyField } from '@/components/form/form-money-field';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  name: string;
  empty: string;
  locked: string;
  bad: string;
  medium: string;
  money: string;
}

export function TextFieldPage() {
  const { control } = useDemoForm<Values>(
    { name: 'Summer sale 2026', empty: '', locked: 'acc-1234', bad: '', medium: '', money: '20,00' },
    'bad',
    'The campaign name is required',
  );
  return (
    <ShowcasePage
      title="Text field"
      description="Single-line text bound to react-hook-form (one field wrapper per MUI input). The label is the accessible name; the field's error replaces the helper text. FormMoneyField is the text-valued PLN variant used by the creator schema."
      components={['FormTextField', 'FormMoneyField']}
      source="components/form/form-text-field.tsx"
      props={[
        { name: 'control / name / label', type: 'Control<T> / FieldPath<T> / string', description: 'The form field.' },
        { name: 'helperText', type: 'string', description: 'Hint; replaced by the error message.' },
        { name: '…TextFieldProps', type: 'MUI TextFieldProps', description: 'size, disabled, required, placeholder, slotProps, …' },
      ]}
    >
      <Demo title="States and sizes">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormTextField control={control} name="name" label="Campaign name (with value)" required helperText="At most 100 characters" />
          <FormTextField
            control={control}
            name="empty"
            label="Search (empty)"
            placeholder="SKU or product name"
            slotProps={{ input: { startAdornment: <InputAdornment position="start">#</InputAdornment> } }}
          />
          <FormTextField control={control} name="locked" label="Account id (disabled)" disabled />
          <FormTextField control={control} name="bad" label="Campaign name (error)" />
          <FormTextField control={control} name="medium" label="Medium size" size="medium" />
          <FormMoneyField control={control} name="money" label="Amount (text PLN)" />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
