import EventIcon from '@mui/icons-material/Event';
import { lazyView } from '../../routing/lazyView';

/** Job fairs (menu component 'business/meeting/index'): list and show (create and edit open in dialogs), each its own chunk. */
export default {
  list: lazyView(() => import('./MeetingList'), (module) => module.MeetingList),
  show: lazyView(() => import('./MeetingShow'), (module) => module.MeetingShow),
  icon: EventIcon,
  recordRepresentation: 'title',
};
