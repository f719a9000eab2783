import Stack from '@mui/material/Stack';
import { FormTextarea } from '@/components/form/form-textarea';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  text: string;
  empty: string;
  locked: string;
  bad: string;
}

export function TextareaPage() {
  const { control } = useDemoForm<Values>(
    { text: 'Summer sale: 20% off sneakers.\nValid until the end of June.', empty: '', locked: 'Set by staff.', bad: '' },
    'bad',
    'The announcement text is required',
  );
  return (
    <ShowcasePage
      title="Textarea"
      description="Multi-line text bound to react-hook-form, growing between minRows and maxRows, with an optional “used / max” character counter."
      components={['FormTextarea']}
      source="components/form/form-textarea.tsx"
      props={[
        { name: 'control / name / label', type: 'Control<T> / FieldPath<T> / string', description: 'The form field.' },
        { name: 'maxLength', type: 'number', description: 'Character limit with a counter.' },
        { name: 'minRows / maxRows', type: 'number', description: 'Height range (default 3–8).' },
        { name: '…TextFieldProps', type: 'MUI TextFieldProps', description: 'helperText, disabled, placeholder, …' },
      ]}
    >
      <Demo title="States">
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <FormTextarea control={control} name="text" label="Announcement (with value)" maxLength={200} />
          <FormTextarea control={control} name="empty" label="Notes (empty)" placeholder="Anything the team should know" minRows={2} />
          <FormTextarea control={control} name="locked" label="Notes (disabled)" disabled />
          <FormTextarea control={control} name="bad" label="Announcement (error)" maxLength={200} />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
