import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '@/components/button/app-button';
import { reportError } from '@/lib/error-reporting/error-reporting';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

/** Throws while rendering, so the error reaches the route error boundary like any real render bug. */
function Thrower(): never {
  throw new Error('Showcase: error thrown in render');
}

/**
 * A test page for error reporting (docs/requirements.md §2, §8 "unhandled errors are reported"): each button causes
 * one kind of error on purpose, so the whole path — boundary, global handlers, facade — can be checked
 * in a deployed portal.
 */
export function ErrorReportingPage() {
  const [throwNow, setThrowNow] = useState(false);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  return (
    <ShowcasePage
      title="Error reporting"
      description="Buttons that fail on purpose. A render error goes to the route error boundary (500 page); an unhandled rejection goes to the global handlers; the last button calls the error-reporting facade directly and shows the event id."
      components={['reportError (lib/error-reporting)', 'RouteError']}
      source="lib/error-reporting/error-reporting.ts"
      props={[
        {
          name: 'reportError(error, extra?)',
          type: '(unknown, Record<string, unknown>) => { eventId: string }',
          description: 'Sends the event to the error service (Sentry SDK, loaded after the first paint when a DSN is configured), or logs it when none is; never throws.',
        },
        { name: 'startErrorReporting()', type: '() => boolean', description: 'Loads and starts the SDK when a DSN is configured.' },
        { name: 'installGlobalErrorReporting()', type: '() => () => void', description: 'Reports window errors and unhandled rejections until the SDK does.' },
      ]}
    >
      <Demo title="Cause an error" note="The first button replaces this page with the error page; reload to come back.">
        <DemoRow>
          <AppButton kind="danger" onClick={() => setThrowNow(true)}>
            Throw an error in render
          </AppButton>
          <AppButton
            kind="secondary"
            onClick={() => {
              void Promise.reject(new Error('Showcase: unhandled promise rejection'));
            }}
          >
            Reject a promise
          </AppButton>
          <AppButton
            kind="secondary"
            onClick={() => setLastEvent(reportError(new Error('Showcase: reported through the facade'), { source: 'showcase' }).eventId)}
          >
            Report an error
          </AppButton>
        </DemoRow>
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          {lastEvent ? `Reported event ${lastEvent}` : 'No event reported yet.'}
        </Typography>
        {throwNow ? <Thrower /> : null}
      </Demo>
    </ShowcasePage>
  );
}
