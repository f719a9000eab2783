import { UserAvatar } from '@/components/avatar/user-avatar';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function AvatarPage() {
  return (
    <ShowcasePage
      title="Avatar"
      description="A user's or ad account's avatar: a picture, or up to two initials on a colour derived from the name (stable across screens)."
      components={['UserAvatar']}
      source="components/avatar/user-avatar.tsx"
      props={[
        { name: 'name', type: 'string', description: 'Source of the initials and the accessible name.' },
        { name: 'src', type: 'string', description: 'Picture URL; initials when missing.' },
        { name: 'size', type: "'small' | 'medium' | 'large'", description: '24, 40 or 56 px.' },
        { name: 'variant', type: "'circular' | 'rounded'", description: 'Round for people, rounded square for accounts.' },
      ]}
    >
      <Demo title="Sizes">
        <DemoRow>
          <UserAvatar name="Jan Kowalski" size="small" />
          <UserAvatar name="Jan Kowalski" />
          <UserAvatar name="Jan Kowalski" size="large" />
        </DemoRow>
      </Demo>
      <Demo title="Names and variants">
        <DemoRow>
          <UserAvatar name="Anna Nowak" />
          <UserAvatar name="marops" />
          <UserAvatar name="Żaneta Łuczak" />
          <UserAvatar name="Demo Brand" variant="rounded" />
          <UserAvatar name="" />
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
