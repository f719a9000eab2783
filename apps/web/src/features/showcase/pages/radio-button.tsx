import Stack from '@mui/material/Stack';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

const END = [
  { value: 'none', label: 'No end date' },
  { value: 'date', label: 'End on a date' },
  { value: 'budget', label: 'When the budget is spent', disabled: true },
];

interface Values {
  end: string;
  row: string;
  locked: string;
  bad: string;
}

export function RadioButtonPage() {
  const { control } = useDemoForm<Values>({ end: 'none', row: 'date', locked: 'none', bad: '' }, 'bad', 'Choose how the campaign ends');
  return (
    <ShowcasePage
      title="Radio button"
      description="One choice of a few, as a react-hook-form field (value: the option's value). The legend names the group."
      components={['FormRadioGroup']}
      source="components/form/form-radio-group.tsx"
      props={[
        { name: 'control / name', type: 'Control<T> / FieldPath<T>', description: 'The form field (string).' },
        { name: 'label', type: 'string', description: 'Legend and group name.' },
        { name: 'options', type: 'RadioOption[]', description: 'value, label, disabled?' },
        { name: 'row / size / disabled / helperText', type: 'boolean / size / boolean / string', description: 'Layout and states.' },
      ]}
    >
      <Demo title="States">
        <Stack spacing={3}>
          <FormRadioGroup
            control={control}
            name="end"
            label="Campaign end (with value)"
            options={END}
            helperText="The third option is disabled."
          />
          <FormRadioGroup control={control} name="row" label="Campaign end (row, small)" options={END} row size="small" />
          <FormRadioGroup control={control} name="locked" label="Campaign end (disabled)" options={END} disabled />
          <FormRadioGroup control={control} name="bad" label="Campaign end (error)" options={END} />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
