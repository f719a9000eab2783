import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { STEPS, type Step as CreatorStep } from './creator-steps';

/** The step header; any step can be opened (publishing validates them all). */
export function CreatorStepper({ index, errors, onStep }: { index: number; errors: ReadonlySet<CreatorStep>; onStep: (s: CreatorStep) => void }) {
  const { t } = useTranslation();
  return (
    <Stepper nonLinear alternativeLabel activeStep={index} aria-label={t('creator.stepsLabel')}>
      {STEPS.map((step, i) => (
        <Step key={step} completed={i < index && !errors.has(step)}>
          <StepButton onClick={() => onStep(step)} optional={null}>
            <span style={errors.has(step) ? { color: 'var(--mui-palette-error-main, #d32f2f)' } : undefined}>{t(`creator.steps.${step}`)}</span>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
