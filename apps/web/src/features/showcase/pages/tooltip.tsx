import Chip from '@mui/material/Chip';
import { AppButton } from '@/components/button/app-button';
import { HintTooltip, InfoTooltip } from '@/components/tooltip/info-tooltip';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function TooltipPage() {
  return (
    <ShowcasePage
      title="Tooltip"
      description="Explanations on hover and keyboard focus. InfoTooltip is a named (i) button next to a field or metric; HintTooltip describes any focusable element, which keeps its own name."
      components={['InfoTooltip', 'HintTooltip']}
      source="components/tooltip/info-tooltip.tsx"
      props={[
        { name: 'title', type: 'ReactNode', description: 'The explanation.' },
        { name: 'label', type: 'string', description: 'InfoTooltip: accessible name of the (i) button.' },
        { name: 'placement', type: "'top' | 'bottom' | 'left' | 'right'", description: 'Where the tooltip appears.' },
        { name: 'size', type: "'small' | 'medium'", description: 'InfoTooltip: button size.' },
      ]}
    >
      <Demo title="Info buttons" note="Hover or tab to the buttons.">
        <DemoRow>
          <span>
            Max CPC <InfoTooltip label="About max CPC" title="The most you pay for one click. Minimum 1,00 zł." />
          </span>
          <span>
            CTR <InfoTooltip label="About CTR" title="Clicks divided by views." placement="right" size="medium" />
          </span>
        </DemoRow>
      </Demo>
      <Demo title="On other elements">
        <DemoRow>
          <HintTooltip title="Publishing starts the campaign at its start date">
            <AppButton>Publish</AppButton>
          </HintTooltip>
          <HintTooltip title="Suspended until tomorrow">
            <Chip label="Out of daily budget" tabIndex={0} />
          </HintTooltip>
          <HintTooltip title="Disabled buttons need a wrapper to show a tooltip">
            <span>
              <AppButton disabled>Disabled</AppButton>
            </span>
          </HintTooltip>
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
