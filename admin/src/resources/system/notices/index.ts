import NotificationsIcon from '@mui/icons-material/Notifications';
import { NoticeList } from './NoticeList';

export default { list: NoticeList, icon: NotificationsIcon, recordRepresentation: 'title' };
