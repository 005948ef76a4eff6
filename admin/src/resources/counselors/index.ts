import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyView } from '../../routing/lazyView';

/** Counselors (menu component 'business/counselor/index'): list and show (create, edit and availability open in dialogs), each its own chunk. */
export default {
  list: lazyView(() => import('./CounselorList'), (module) => module.CounselorList),
  show: lazyView(() => import('./CounselorShow'), (module) => module.CounselorShow),
  icon: SupportAgentIcon,
  recordRepresentation: 'name',
};
