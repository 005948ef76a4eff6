import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { ComponentType } from 'react';
import type { MenuNode } from './menuTree';

/** The icon names the menus screen stores (element-style names from the seed) → our icons. */
export const namedIcons: Record<string, ComponentType<{ fontSize?: 'small' }>> = {
  system: SettingsSuggestOutlinedIcon,
  user: PersonOutlineIcon,
  role: AdminPanelSettingsOutlinedIcon,
  menu: ListAltOutlinedIcon,
  tree: AccountTreeOutlinedIcon,
  dict: MenuBookOutlinedIcon,
  setting: TuneOutlinedIcon,
  // the origin's name for notices; `bell` stays for menus seeded before
  message: NotificationsNoneOutlinedIcon,
  bell: NotificationsNoneOutlinedIcon,
  client: BusinessOutlinedIcon,
  document: DescriptionOutlinedIcon,
  monitor: MonitorHeartOutlinedIcon,
  job: WorkOutlineIcon,
  link: LinkIcon,
};

/** The node's own icon, a named one, or one for its kind: the dashboard, a section, a page. */
export const MenuIcon = ({ node }: { node: MenuNode }) => {
  const Icon =
    node.icon ??
    (node.iconName ? namedIcons[node.iconName] : undefined) ??
    (node.path === '/' ? DashboardOutlinedIcon : node.children ? FolderOutlinedIcon : node.href ? LinkIcon : ViewListOutlinedIcon);
  return <Icon fontSize="small" />;
};
