import Button from '@mui/material/Button';
import { useState } from 'react';
import { AppAlert } from '@/components/alert/app-alert';
import { Demo, ShowcasePage } from '../components/showcase-page';

export function AlertPage() {
  const [shown, setShown] = useState(true);
  return (
    <ShowcasePage
      title="Alert"
      description="An inline notice inside a page section. ERROR is announced immediately (role alert); the others politely (role status). For transient messages use the snack bar."
      components={['AppAlert']}
      source="components/alert/app-alert.tsx"
      props={[
        { name: 'variant', type: "'SUCCESS' | 'ERROR' | 'INFO' | 'WARNING'", description: 'Colour, icon and urgency (default INFO).' },
        { name: 'title', type: 'string', description: 'Optional bold first line.' },
        { name: 'action', type: 'ReactNode', description: 'A button on the right.' },
        { name: 'onClose / closeLabel', type: '() => void / string', description: 'Shows a named close control.' },
        { name: 'appearance', type: "'standard' | 'outlined' | 'filled'", description: 'Visual weight.' },
      ]}
    >
      <Demo title="Variants">
        <AppAlert variant="SUCCESS">The campaign was published.</AppAlert>
        <AppAlert variant="INFO">Statistics are refreshed every hour.</AppAlert>
        <AppAlert variant="WARNING">The daily budget is almost spent.</AppAlert>
        <AppAlert variant="ERROR">The campaign could not be saved.</AppAlert>
      </Demo>
      <Demo title="Title, action and close">
        <AppAlert
          variant="ERROR"
          title="Statistics unavailable"
          action={
            <Button color="inherit" size="small">
              Try again
            </Button>
          }
        >
          The statistics service did not answer.
        </AppAlert>
        {shown ? (
          <AppAlert variant="INFO" onClose={() => setShown(false)} closeLabel="Close notice">
            This notice can be closed.
          </AppAlert>
        ) : (
          <Button onClick={() => setShown(true)}>Show the notice again</Button>
        )}
      </Demo>
      <Demo title="Appearances">
        <AppAlert variant="INFO" appearance="outlined">
          Outlined, for quiet notices.
        </AppAlert>
        <AppAlert variant="SUCCESS" appearance="filled">
          Filled, for strong emphasis.
        </AppAlert>
      </Demo>
    </ShowcasePage>
  );
}
