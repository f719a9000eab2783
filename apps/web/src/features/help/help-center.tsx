import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { helpSections, type HelpContact } from './help-content';

/** The Help Center articles with a table of contents (docs/requirements.md §2 "/help-center"). */
export function HelpCenter({ contact }: { contact: HelpContact }) {
  const { t } = useTranslation();
  const sections = helpSections(contact, t);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box component="nav" aria-label={t('help.contents')} sx={{ minWidth: 220, position: { md: 'sticky' }, top: { md: 88 } }}>
        <Typography variant="subtitle2" gutterBottom>
          {t('help.contents')}
        </Typography>
        <List dense disablePadding>
          {sections.map((s) => (
            <ListItem key={s.id} disableGutters>
              <Link href={`#${s.id}`}>{s.title}</Link>
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack spacing={2} sx={{ flex: 1, maxWidth: 860 }}>
        {sections.map((s) => (
          <Card key={s.id} variant="outlined" component="section" id={s.id} aria-labelledby={`${s.id}-title`}>
            <CardContent>
              <Typography id={`${s.id}-title`} variant="h2" gutterBottom>
                {s.title}
              </Typography>
              {s.paragraphs.map((p) => (
                <Typography key={p} component="p" sx={{ mb: 1.5 }}>
                  {p}
                </Typography>
              ))}
              {s.terms ? (
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
                  {s.terms.map((d) => (
                    <Box key={d.term} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ fontWeight: 600 }}>
                        {d.term}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        {d.definition}
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
