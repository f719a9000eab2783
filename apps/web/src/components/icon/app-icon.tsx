import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The product's icon set: one name per meaning, so "archive" looks the same on every screen. */
export const ICONS = {
  add: AddIcon,
  archive: ArchiveOutlinedIcon,
  campaign: CampaignOutlinedIcon,
  category: CategoryOutlinedIcon,
  delete: DeleteOutlineIcon,
  download: DownloadIcon,
  edit: EditOutlinedIcon,
  error: ErrorOutlineIcon,
  filter: FilterListIcon,
  help: HelpOutlineIcon,
  info: InfoOutlinedIcon,
  pause: PauseCircleOutlineIcon,
  play: PlayCircleOutlineIcon,
  product: Inventory2OutlinedIcon,
  search: SearchIcon,
  settings: SettingsOutlinedIcon,
  statistics: BarChartIcon,
  store: StorefrontOutlinedIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
} satisfies Record<string, ComponentType<SvgIconProps>>;

export type IconName = keyof typeof ICONS;

export interface AppIconProps {
  name: IconName;
  /** Give a label only when the icon alone carries meaning; otherwise it is hidden from screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large' | 'inherit';
  color?: SvgIconProps['color'];
}

/** An icon of the product's set by name. */
export function AppIcon({ name, label, size = 'medium', color }: AppIconProps) {
  const Icon = ICONS[name];
  return label ? <Icon titleAccess={label} fontSize={size} color={color} /> : <Icon aria-hidden fontSize={size} color={color} />;
}
