import { CAMPAIGN_STATUSES, StatusLabel } from '@/components/status-label/status-label';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function StatusLabelPage() {
  return (
    <ShowcasePage
      title="Status label"
      description="A campaign's state as the server derives it (docs/requirements.md §4), plus DRAFT. The text is translated (campaigns.states.*); only RUNNING is filled, so the state that spends money stands out."
      components={['StatusLabel', 'CAMPAIGN_STATUSES']}
      source="components/status-label/status-label.tsx"
      props={[
        { name: 'status', type: 'CampaignStatus', description: 'The generated campaign state type, or DRAFT.' },
        { name: 'size', type: "'small' | 'medium'", description: 'Chip size (default small).' },
      ]}
    >
      <Demo title="Every status">
        <DemoRow>
          {CAMPAIGN_STATUSES.map((s) => (
            <StatusLabel key={s} status={s} />
          ))}
        </DemoRow>
      </Demo>
      <Demo title="Medium size">
        <DemoRow>
          <StatusLabel status="RUNNING" size="medium" />
          <StatusLabel status="PAUSED" size="medium" />
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
