import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppIcon, ICONS, type IconName } from '@/components/icon/app-icon';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

const NAMES = Object.keys(ICONS) as IconName[];

export function IconPage() {
  return (
    <ShowcasePage
      title="Icon"
      description="The product's icon set: one name per meaning, so “archive” looks the same everywhere. Icons are decorative unless given a label."
      components={['AppIcon', 'ICONS']}
      source="components/icon/app-icon.tsx"
      props={[
        { name: 'name', type: 'IconName', description: 'Which icon of the set.' },
        { name: 'label', type: 'string', description: 'Only when the icon alone carries meaning.' },
        { name: 'size', type: "'small' | 'medium' | 'large' | 'inherit'", description: 'Font size.' },
        { name: 'color', type: 'SvgIconProps color', description: "Theme colour ('primary', 'error', …)." },
      ]}
    >
      <Demo title="The set">
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
        >
          {NAMES.map((name) => (
            <Box component="li" key={name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
              <AppIcon name={name} />
              <Typography variant="caption">
                <code>{name}</code>
              </Typography>
            </Box>
          ))}
        </Box>
      </Demo>
      <Demo title="Sizes, colours and labelled">
        <DemoRow>
          <AppIcon name="campaign" size="small" />
          <AppIcon name="campaign" />
          <AppIcon name="campaign" size="large" />
          <AppIcon name="success" color="success" label="Published" />
          <AppIcon name="warning" color="warning" label="Needs attention" />
          <AppIcon name="error" color="error" label="Failed" />
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
