import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FileInput } from '@/components/file-input/file-input';
import { Demo, ShowcasePage } from '../components/showcase-page';

const MB = 1_000_000;

export function FileInputPage() {
  const [banner, setBanner] = useState<File[]>([]);
  const [skus, setSkus] = useState<File[]>([new File(['sku\nA-1\nA-2'], 'skus.csv', { type: 'text/csv' })]);
  return (
    <ShowcasePage
      title="File input"
      description="Choose files (a banner image, a SKU list): a button over the hidden native input, then the chosen files with their sizes and a named remove button. Files over the size limit are refused."
      components={['FileInput']}
      source="components/file-input/file-input.tsx"
      props={[
        { name: 'label / buttonLabel', type: 'string', description: 'Legend and button text.' },
        { name: 'value / onChange', type: 'File[] / (files) => void', description: 'Chosen files.' },
        { name: 'accept / multiple', type: 'string / boolean', description: 'Native input options.' },
        { name: 'maxSizeBytes / tooLargeMessage', type: 'number / (name) => string', description: 'Size limit and its message.' },
        { name: 'removeLabel', type: '(name) => string', description: 'Accessible name of each remove button.' },
        { name: 'disabled / error / helperText', type: 'boolean / boolean / string', description: 'States.' },
      ]}
    >
      <Demo title="Empty, with a size limit">
        <FileInput
          label="Banner image"
          buttonLabel="Choose image"
          removeLabel={(n) => `Remove ${n}`}
          value={banner}
          onChange={setBanner}
          accept="image/png,image/jpeg"
          maxSizeBytes={2 * MB}
          tooLargeMessage={(n) => `${n} is larger than 2 MB`}
          helperText="PNG or JPEG, at most 2 MB"
        />
      </Demo>
      <Demo title="With value, multiple">
        <FileInput
          label="SKU lists"
          buttonLabel="Add files"
          removeLabel={(n) => `Remove ${n}`}
          value={skus}
          onChange={setSkus}
          accept=".csv"
          multiple
        />
      </Demo>
      <Demo title="Disabled and error">
        <Stack spacing={3}>
          <FileInput
            label="Locked upload"
            buttonLabel="Choose file"
            removeLabel={(n) => `Remove ${n}`}
            value={[]}
            onChange={() => undefined}
            disabled
          />
          <FileInput
            label="Required upload"
            buttonLabel="Choose file (required)"
            removeLabel={(n) => `Remove ${n}`}
            value={[]}
            onChange={() => undefined}
            error
            helperText="A file is required"
          />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
