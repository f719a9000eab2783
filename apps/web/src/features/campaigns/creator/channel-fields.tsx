import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChannels } from '@/lib/config/services-config';
import type { CreatorFormValues, CreatorOutput } from './creator-schema';

type FormControlOf = Control<CreatorFormValues, unknown, CreatorOutput>;

/**
 * The campaign's shop channel (radio: "{product}", "eobuwie", "{product} and eobuwie", docs/requirements.md §1) and
 * markets (checkboxes from /services-config, docs/requirements.md §3), both required to publish (docs/requirements.md §5).
 */
export function ChannelFields({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const { channels, markets } = useChannels();
  const channel = useController({ control, name: 'channel' });
  const chosen = useController({ control, name: 'markets' });
  const toggle = (code: string, on: boolean) => {
    const next = on ? [...chosen.field.value, code] : chosen.field.value.filter((m) => m !== code);
    chosen.field.onChange(markets.map((m) => m.code).filter((m) => next.includes(m)));
    chosen.field.onBlur();
  };
  return (
    <>
      <FormControl error={Boolean(channel.fieldState.error)} required component="fieldset">
        <FormLabel component="legend">{t('creator.channel')}</FormLabel>
        <RadioGroup
          row
          name="channel"
          value={channel.field.value}
          onChange={(e) => channel.field.onChange(e.target.value)}
          onBlur={channel.field.onBlur}
        >
          {channels.map((c) => (
            <FormControlLabel
              key={c.code}
              value={c.code}
              control={<Radio slotProps={{ input: { ref: c === channels[0] ? channel.field.ref : undefined } }} />}
              label={c.label}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{channel.fieldState.error?.message ?? t('creator.channelHint')}</FormHelperText>
      </FormControl>
      <FormControl error={Boolean(chosen.fieldState.error)} required component="fieldset" sx={{ ml: { md: 4 } }}>
        <FormLabel component="legend">{t('creator.markets')}</FormLabel>
        <FormGroup row>
          {markets.map((m) => (
            <FormControlLabel
              key={m.code}
              control={<Checkbox checked={chosen.field.value.includes(m.code)} onChange={(e) => toggle(m.code, e.target.checked)} />}
              label={m.label}
            />
          ))}
        </FormGroup>
        {chosen.fieldState.error ? <FormHelperText>{chosen.fieldState.error.message}</FormHelperText> : null}
      </FormControl>
    </>
  );
}
