import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ColourPicker } from '@/components/colour-picker/colour-picker';
import { Demo, ShowcasePage } from '../components/showcase-page';

export function ColourPickerPage() {
  const [colour, setColour] = useState<string | null>('#1F3A93');
  const [empty, setEmpty] = useState<string | null>(null);
  return (
    <ShowcasePage
      title="Colour picker"
      description="Choose a colour (e.g. a static banner background) from swatches, the system colour dialog, or as a hex code. The value is always upper-case #RRGGBB."
      components={['ColourPicker']}
      source="components/colour-picker/colour-picker.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Legend of the group.' },
        { name: 'value / onChange', type: 'string | null / (hex) => void', description: 'The chosen colour.' },
        { name: 'hexLabel / invalidMessage', type: 'string', description: 'Hex field label and its error text.' },
        { name: 'swatches', type: 'string[]', description: 'Preset colours (brand-safe defaults).' },
        { name: 'disabled / error / helperText', type: 'boolean / boolean / string', description: 'States.' },
      ]}
    >
      <Demo title="With a value">
        <ColourPicker
          label="Banner background"
          value={colour}
          onChange={setColour}
          hexLabel="Hex code"
          invalidMessage="Use #RGB or #RRGGBB"
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Value: <Box component="code">{colour ?? 'null'}</Box>
        </Typography>
      </Demo>
      <Demo title="Empty, error and disabled">
        <ColourPicker
          label="Accent colour"
          value={empty}
          onChange={setEmpty}
          hexLabel="Accent hex code"
          invalidMessage="Use #RGB or #RRGGBB"
          error={empty === null}
          helperText={empty === null ? 'Choose a colour' : undefined}
        />
        <Box sx={{ mt: 2 }}>
          <ColourPicker
            label="Locked colour"
            value="#E4572E"
            onChange={() => undefined}
            hexLabel="Locked hex code"
            invalidMessage=""
            disabled
          />
        </Box>
      </Demo>
    </ShowcasePage>
  );
}
