import Stack from '@mui/material/Stack';
import { FormSelect } from '@/components/form/form-select';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

const CHANNELS = [
  { value: 'MAIN', label: 'Main shop' },
  { value: 'EOBUWIE', label: 'eobuwie' },
  { value: 'ALL', label: 'Main shop and eobuwie' },
];

interface Values {
  channel: string;
  empty: string;
  locked: string;
  bad: string;
  medium: string;
}

export function SelectPage() {
  const { control } = useDemoForm<Values>(
    { channel: 'MAIN', empty: '', locked: 'ALL', bad: '', medium: 'EOBUWIE' },
    'bad',
    'Choose a channel',
  );
  return (
    <ShowcasePage
      title="Select"
      description="One choice of many, as a react-hook-form field (value: the option's value, '' when none)."
      components={['FormSelect']}
      source="components/form/form-select.tsx"
      props={[
        { name: 'control / name / label', type: 'Control<T> / FieldPath<T> / string', description: 'The form field.' },
        { name: 'options', type: 'SelectOption[]', description: 'value, label, disabled?' },
        { name: 'helperText / required / disabled / size', type: 'string / boolean / boolean / size', description: 'States.' },
      ]}
    >
      <Demo title="States and sizes">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormSelect control={control} name="channel" label="Channel (with value)" options={CHANNELS} required />
          <FormSelect control={control} name="empty" label="Channel (empty)" options={CHANNELS} helperText="Where the ads are shown" />
          <FormSelect control={control} name="locked" label="Channel (disabled)" options={CHANNELS} disabled />
          <FormSelect control={control} name="bad" label="Channel (error)" options={CHANNELS} />
          <FormSelect control={control} name="medium" label="Channel (medium size)" options={CHANNELS} size="medium" />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
