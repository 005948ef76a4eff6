import ApiIcon from '@mui/icons-material/Api';
import PinOutlinedIcon from '@mui/icons-material/PinOutlined';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import LowPriorityOutlinedIcon from '@mui/icons-material/LowPriorityOutlined';
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
  // the rest of the origin's icon set (contracts originMenuIcons), so every name the menus screen offers draws its own
  api: ApiIcon,
  captcha: PinOutlinedIcon,
  cascader: LowPriorityOutlinedIcon,
  code: CodeOutlinedIcon,
  download: DownloadOutlinedIcon,
  edit: EditOutlinedIcon,
  homepage: HomeOutlinedIcon,
  language: TranslateOutlinedIcon,
  money: PaymentsOutlinedIcon,
  order: ReceiptLongOutlinedIcon,
  project: WorkspacesOutlinedIcon,
  publish: PublishOutlinedIcon,
  search: SearchOutlinedIcon,
  security: SecurityOutlinedIcon,
  table: TableChartOutlinedIcon,
  todolist: ChecklistOutlinedIcon,
  visit: VisibilityOutlinedIcon,
};

/** The node's own icon, a named one, or one for its kind: the dashboard, a section, a page. */
export const MenuIcon = ({ node }: { node: MenuNode }) => {
  const Icon =
    node.icon ??
    (node.iconName ? namedIcons[node.iconName] : undefined) ??
    (node.path === '/' ? DashboardOutlinedIcon : node.children ? FolderOutlinedIcon : node.href ? LinkIcon : ViewListOutlinedIcon);
  return <Icon fontSize="small" />;
};
