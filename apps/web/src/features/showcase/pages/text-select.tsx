import Stack from '@mui/material/Stack';
import { FormTextSelect } from '@/components/form/form-text-select';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

const DOMAINS = ['modivo.pl', 'modivo.cz', 'eobuwie.com.pl', 'eobuwie.cz'];

interface Values {
  domain: string;
  free: string;
  locked: string;
  bad: string;
  loading: string;
}

export function TextSelectPage() {
  const { control } = useDemoForm<Values>(
    { domain: 'modivo.pl', free: '', locked: 'eobuwie.cz', bad: '', loading: '' },
    'bad',
    'Choose a store domain',
  );
  return (
    <ShowcasePage
      title="Text select"
      description="A text field with suggestions (combobox) bound to react-hook-form. Free text is allowed unless strict, where only a suggestion may be chosen. The value is the text."
      components={['FormTextSelect']}
      source="components/form/form-text-select.tsx"
      props={[
        { name: 'control / name / label', type: 'Control<T> / FieldPath<T> / string', description: 'The form field (string).' },
        { name: 'suggestions', type: 'string[]', description: 'Shown while typing.' },
        { name: 'strict', type: 'boolean', description: 'Only suggestions may be chosen.' },
        { name: 'loading / disabled / helperText / size', type: 'boolean / boolean / string / size', description: 'States.' },
      ]}
    >
      <Demo title="States">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormTextSelect control={control} name="domain" label="Store domain (strict, with value)" suggestions={DOMAINS} strict />
          <FormTextSelect
            control={control}
            name="free"
            label="Store domain (free text)"
            suggestions={DOMAINS}
            helperText="Type any domain or pick one"
          />
          <FormTextSelect control={control} name="locked" label="Store domain (disabled)" suggestions={DOMAINS} disabled />
          <FormTextSelect control={control} name="bad" label="Store domain (error)" suggestions={DOMAINS} strict />
          <FormTextSelect control={control} name="loading" label="Store domain (loading)" suggestions={[]} loading />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
