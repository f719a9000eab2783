import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SHOWCASE, type ShowcaseGroup } from './showcase-registry';

const GROUPS: ShowcaseGroup[] = ['Inputs', 'Data display', 'Feedback', 'Navigation and layout', 'Charts and tables', 'Diagnostics'];

/** /components — every showcase page, grouped, with links. */
export function ShowcaseIndex() {
  return (
    <>
      <PageHeader title="Components">
        <Typography color="text.secondary">
          The product's own UI components in their states. Pages and features use these wrappers, never the libraries directly.
        </Typography>
      </PageHeader>
      {GROUPS.map((group) => (
        <Box component="section" key={group} aria-label={group} sx={{ mb: 4 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {group}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            }}
          >
            {SHOWCASE.filter((e) => e.group === group).map((e) => (
              <li key={e.slug}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={Link} to={`/components/${e.slug}`} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {e.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {e.summary}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
