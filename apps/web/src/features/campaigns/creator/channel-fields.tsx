import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
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
  // The two groups sit side by side on wide screens with fixed shares of the row, and each keeps one line for its
  // error whether or not one is shown: an error appearing or going never moves a control under the pointer.
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 4 }} sx={{ alignItems: 'flex-start' }}>
      <StaffEditGuard style={{ flex: '1 1 0', minWidth: 0 }}>
        <FormControl error={Boolean(channel.fieldState.error)} required component="fieldset" sx={{ flex: '1 1 0', minWidth: 0 }}>
          <FormLabel component="legend">{t('creator.channel')}</FormLabel>
          <Typography variant="caption" color="text.secondary" id="creator-channel-hint">
            {t('creator.channelHint')}
          </Typography>
          <RadioGroup
            row
            name="channel"
            value={channel.field.value}
            onChange={(e) => channel.field.onChange(e.target.value)}
            onBlur={channel.field.onBlur}
            aria-describedby="creator-channel-hint creator-channel-error"
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
          <ErrorSlot id="creator-channel-error" message={channel.fieldState.error?.message} />
        </FormControl>
      </StaffEditGuard>
      <StaffEditGuard style={{ flex: '1 1 0', minWidth: 0 }}>
        <FormControl error={Boolean(chosen.fieldState.error)} required component="fieldset" sx={{ flex: '1 1 0', minWidth: 0 }}>
          <FormLabel component="legend">{t('creator.markets')}</FormLabel>
          <FormGroup row aria-describedby="creator-markets-error">
            {markets.map((m) => (
              <FormControlLabel
                key={m.code}
                control={<Checkbox checked={chosen.field.value.includes(m.code)} onChange={(e) => toggle(m.code, e.target.checked)} />}
                label={m.label}
              />
            ))}
          </FormGroup>
          <ErrorSlot id="creator-markets-error" message={chosen.fieldState.error?.message} />
        </FormControl>
      </StaffEditGuard>
    </Stack>
  );
}

/**
 * The error line under a group, always rendered and one line high (`data-error-slot`), empty without an error, so that
 * the error's arrival does not push what follows down (WCAG 2.2 "3.2 Predictable": no change of context on input).
 */
function ErrorSlot({ id, message }: { id: string; message: string | undefined }) {
  return (
    <FormHelperText id={id} data-error-slot="" sx={{ minHeight: '1.66em', mx: 0 }}>
      {message ?? ''}
    </FormHelperText>
  );
}
