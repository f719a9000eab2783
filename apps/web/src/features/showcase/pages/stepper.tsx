import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AppButton } from '@/components/button/app-button';
import { AppStepper, type StepItem } from '@/components/stepper/app-stepper';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

const STEPS: StepItem[] = [
  { id: 'settings', label: 'Settings' },
  { id: 'products', label: 'Products' },
  { id: 'budget', label: 'Budget', caption: 'Daily and total' },
  { id: 'review', label: 'Review' },
];

export function StepperPage() {
  const [active, setActive] = useState(1);
  return (
    <ShowcasePage
      title="Stepper"
      description="Wizard progress (the campaign creator): done, current and error steps; clickable when free navigation is allowed. The current step is marked aria-current; the step itself lives in the URL in real wizards."
      components={['AppStepper']}
      source="components/stepper/app-stepper.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Accessible name of the step list.' },
        { name: 'steps', type: 'StepItem[]', description: 'id, label, caption?, error?' },
        { name: 'activeStep', type: 'number', description: '0-based current step.' },
        { name: 'completed', type: 'string[]', description: 'Done steps (default: those before the active one).' },
        { name: 'onStepClick / orientation', type: '(index) => void / horizontal | vertical', description: 'Navigation and layout.' },
      ]}
    >
      <Demo title="Linear, with controls">
        <Stack spacing={2}>
          <AppStepper label="Campaign creator steps" steps={STEPS} activeStep={active} />
          <DemoRow>
            <AppButton kind="secondary" disabled={active === 0} onClick={() => setActive(active - 1)}>
              Back
            </AppButton>
            <AppButton disabled={active === STEPS.length - 1} onClick={() => setActive(active + 1)}>
              Next
            </AppButton>
          </DemoRow>
        </Stack>
      </Demo>
      <Demo title="Clickable, with an error step">
        <AppStepper
          label="Draft steps"
          steps={STEPS.map((s) => (s.id === 'budget' ? { ...s, error: true, caption: 'Total budget below 20,00 zł' } : s))}
          activeStep={3}
          completed={['settings', 'products']}
          onStepClick={setActive}
        />
      </Demo>
      <Demo title="Vertical">
        <AppStepper label="Vertical steps" steps={STEPS} activeStep={2} orientation="vertical" />
      </Demo>
    </ShowcasePage>
  );
}
