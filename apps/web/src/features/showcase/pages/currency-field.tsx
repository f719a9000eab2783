import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { CurrencyField } from '@/components/currency-field/currency-field';
import { formatMoney } from '@/lib/format';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  daily: number | null;
  total: number | null;
  maxCpc: number | null;
  locked: number | null;
  bad: number | null;
}

const INVALID = 'Enter an amount in PLN, e.g. 20,00';

export function CurrencyFieldPage() {
  const { control } = useDemoForm<Values>(
    { daily: 2000, total: null, maxCpc: 150, locked: 100000, bad: null },
    'bad',
    'Minimum daily budget is 20,00 zł',
  );
  const values = useWatch({ control });
  return (
    <ShowcasePage
      title="Currency field"
      description="A PLN amount typed the Polish way (“1 234,56”, “20.5 zł”), kept in the form as integer grosze via parseMoneyInput (domain parsePln, half-up). On blur the text is rewritten as “1234,56”. Unparseable text fails validation."
      components={['CurrencyField']}
      source="components/currency-field/currency-field.tsx"
      props={[
        { name: 'control / name', type: 'Control<T> / FieldPath<T>', description: 'A field of integer grosze or null.' },
        { name: 'label', type: 'string', description: 'Visible label and accessible name.' },
        { name: 'invalidMessage', type: 'string', description: 'Error when the text is not an amount.' },
        { name: 'helperText / required / disabled / size', type: 'string / boolean / boolean / size', description: 'States.' },
      ]}
    >
      <Demo title="Values" note="Type into the fields; the grosze value below updates on every keystroke.">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <CurrencyField
            control={control}
            name="daily"
            label="Daily budget"
            invalidMessage={INVALID}
            helperText="Minimum 20,00 zł"
            required
          />
          <CurrencyField control={control} name="total" label="Total budget (empty)" invalidMessage={INVALID} />
          <CurrencyField control={control} name="maxCpc" label="Max CPC (small)" invalidMessage={INVALID} size="small" />
        </Stack>
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          Grosze: daily {String(values.daily ?? null)}, total {String(values.total ?? null)}, max CPC {String(values.maxCpc ?? null)} ·
          shown as {formatMoney(values.daily ?? null)}
        </Typography>
      </Demo>
      <Demo title="Disabled and error">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <CurrencyField control={control} name="locked" label="Spent (disabled)" invalidMessage={INVALID} disabled />
          <CurrencyField control={control} name="bad" label="Daily budget (error)" invalidMessage={INVALID} />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
