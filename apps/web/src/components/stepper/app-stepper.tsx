import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export interface StepItem {
  id: string;
  label: string;
  /** A line under the label ("Optional", a short summary). */
  caption?: string;
  /** Marks the step as having errors (e.g. a form step that failed validation). */
  error?: boolean;
}

export interface AppStepperProps {
  /** Accessible name of the step list. */
  label: string;
  steps: readonly StepItem[];
  /** Index of the current step (0-based; the wizard step lives in the URL). */
  activeStep: number;
  /** Steps before the active one count as done unless listed here. */
  completed?: readonly string[];
  /** Makes steps clickable (free navigation between visited steps). */
  onStepClick?: (index: number) => void;
  /** Horizontal steps turn vertical below the sm breakpoint (600 px), where they would not fit. */
  orientation?: 'horizontal' | 'vertical';
}

/** Wizard progress (e.g. the campaign creator): labelled steps with done, error and current states. */
export function AppStepper({ label, steps, activeStep, completed, onStepClick, orientation: wanted = 'horizontal' }: AppStepperProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const orientation = narrow ? 'vertical' : wanted;
  return (
    // The landmark wraps the list: MUI's Stepper is an <ol> of <li> steps, which a <nav> in its place would orphan.
    <Box component="nav" aria-label={label}>
      <Stepper activeStep={activeStep} orientation={orientation} nonLinear={Boolean(onStepClick)}>
        {steps.map((s, i) => {
          const done = completed ? completed.includes(s.id) : i < activeStep;
          const optional = s.caption ? (
            <Typography variant="caption" color={s.error ? 'error' : 'text.secondary'}>
              {s.caption}
            </Typography>
          ) : undefined;
          return (
            <Step key={s.id} completed={done}>
              {onStepClick ? (
                <StepButton onClick={() => onStepClick(i)} optional={optional} aria-current={i === activeStep ? 'step' : undefined}>
                  <StepLabel error={s.error}>{s.label}</StepLabel>
                </StepButton>
              ) : (
                <StepLabel error={s.error} optional={optional} aria-current={i === activeStep ? 'step' : undefined}>
                  {s.label}
                </StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
