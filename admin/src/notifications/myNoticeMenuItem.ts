import PersonIcon from '@mui/icons-material/Person';
import type { MenuNode } from '../layout/menu/menuTree';

export const MY_NOTICE_PATH = '/my-notice';

/** My notices in the menu tree (spec §2: myNotice under the dashboard, hidden, user icon), so its tab is titled in every language. */
export const myNoticeMenuItem: MenuNode = { path: MY_NOTICE_PATH, label: 'menus.myNotices', icon: PersonIcon, hidden: true };
