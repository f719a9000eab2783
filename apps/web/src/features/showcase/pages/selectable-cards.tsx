import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SelectableCards, type SelectableCardOption } from '@/components/selectable-cards/selectable-cards';
import { Demo, ShowcasePage } from '../components/showcase-page';

const CHANNELS: SelectableCardOption[] = [
  { value: 'MAIN', title: 'Main shop', description: 'Sponsored products in the main store.', icon: <StorefrontOutlinedIcon /> },
  { value: 'EOBUWIE', title: 'eobuwie', description: 'Sponsored products in eobuwie.', icon: <StorefrontOutlinedIcon /> },
  { value: 'ALL', title: 'Both channels', description: 'Not available for this account.', icon: <CampaignOutlinedIcon />, disabled: true },
];
const MARKETS: SelectableCardOption[] = [
  { value: 'PL', title: 'Poland' },
  { value: 'CZ', title: 'Czechia' },
  { value: 'SK', title: 'Slovakia' },
];

export function SelectableCardsPage() {
  const [channel, setChannel] = useState<string[]>(['MAIN']);
  const [markets, setMarkets] = useState<string[]>(['PL', 'CZ']);
  return (
    <ShowcasePage
      title="Selectable cards"
      description="Big clickable choices. Single choice is a radio group of radio cards; multiple choice a group of checkbox cards; the chosen card is outlined."
      components={['SelectableCards']}
      source="components/selectable-cards/selectable-cards.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Accessible name of the group.' },
        { name: 'options', type: 'SelectableCardOption[]', description: 'value, title, description?, icon?, disabled?' },
        { name: 'value / onChange', type: 'string[] / (values) => void', description: 'Chosen values.' },
        { name: 'multiple', type: 'boolean', description: 'Checkbox semantics instead of radio.' },
        { name: 'disabled / minCardWidth', type: 'boolean / number', description: 'State and layout.' },
      ]}
    >
      <Demo title="Single choice (one option disabled)">
        <SelectableCards label="Channel" options={CHANNELS} value={channel} onChange={setChannel} />
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Channel: {channel.join(', ')}
        </Typography>
      </Demo>
      <Demo title="Multiple choice">
        <SelectableCards label="Markets" options={MARKETS} value={markets} onChange={setMarkets} multiple minCardWidth={160} />
      </Demo>
      <Demo title="Disabled and empty">
        <SelectableCards
          label="Channel (disabled)"
          options={CHANNELS.slice(0, 2)}
          value={['EOBUWIE']}
          onChange={() => undefined}
          disabled
        />
        <SelectableCards label="Nothing to choose" options={[]} value={[]} onChange={() => undefined} />
      </Demo>
    </ShowcasePage>
  );
}
