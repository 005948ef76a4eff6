import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./NoticeList'), (module) => module.NoticeList), icon: NotificationsIcon, recordRepresentation: 'title' };
