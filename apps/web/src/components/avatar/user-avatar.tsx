import Avatar from '@mui/material/Avatar';

const SIZES = { small: 24, medium: 40, large: 56 } as const;
// White initials on each keep at least 4.5:1 (WCAG 2.2 SC 1.4.3).
const COLOURS = ['#1f3a93', '#c2410c', '#2e7d32', '#6a1b9a', '#00838f', '#ad1457', '#5d4037'];

/** Up to two initials of a name: "Jan Kowalski" → "JK", "marops" → "M". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase('pl') ?? '')
    .join('');
}

/** A stable colour per name, so one person keeps one colour everywhere. */
function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length] ?? COLOURS[0]!;
}

export interface UserAvatarProps {
  /** The person's or account's name; also the avatar's accessible name. */
  name: string;
  /** A picture; initials are shown when missing or when it fails to load. */
  src?: string;
  size?: keyof typeof SIZES;
  variant?: 'circular' | 'rounded';
}

/** A user's or ad account's avatar: picture or initials on a colour derived from the name. */
export function UserAvatar({ name, src, size = 'medium', variant = 'circular' }: UserAvatarProps) {
  const px = SIZES[size];
  // Without a name the avatar tells nothing: hidden from assistive technology rather than an image without a name.
  const named = name.trim() !== '';
  return (
    <Avatar
      src={src}
      alt={name}
      {...(named ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      variant={variant}
      sx={{ width: px, height: px, fontSize: px * 0.42, bgcolor: colourOf(name) }}
    >
      {initials(name) || '?'}
    </Avatar>
  );
}
