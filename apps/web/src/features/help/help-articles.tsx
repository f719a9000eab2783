import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { isAllowedExternalUrl } from '@/lib/navigation/external';
import { useHelpContent } from './api/get-help-content';

/**
 * Links of an article: only allowed ones are kept (docs/requirements.md §8); react-markdown renders no raw HTML,
 * so Markdown is the only markup an article can carry.
 */
const safeUrl = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#') || isAllowedExternalUrl(url) ? url : '';

/** The published articles and guides of the content hub for the account. */
export function HelpArticles({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const { data = [] } = useHelpContent(accountId);
  if (data.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-label={t('help.articles')} sx={{ mb: 3 }}>
      <Typography variant="h2">{t('help.articles')}</Typography>
      {data.map((item) => (
        <Card key={item.id} variant="outlined" component="article" aria-labelledby={`help-${item.id}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id={`help-${item.id}`} variant="h3">
                {item.title}
              </Typography>
              <Chip size="small" label={item.kind === 'GUIDE' ? t('help.guide') : t('help.article')} />
            </Stack>
            {item.publishedAt ? (
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(item.publishedAt)}
              </Typography>
            ) : null}
            <Markdown skipHtml urlTransform={safeUrl}>
              {item.body}
            </Markdown>
            {item.attachments.map((a) => (
              <Link key={a.url} href={a.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                {a.name}
              </Link>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
