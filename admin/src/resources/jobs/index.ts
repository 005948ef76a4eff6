import WorkIcon from '@mui/icons-material/Work';
import { lazyView } from '../../routing/lazyView';

/** The jobs resource (menu component 'business/job/index'): list and show, each its own chunk. */
export default {
  list: lazyView(() => import('./JobList'), (module) => module.JobList),
  show: lazyView(() => import('./JobShow'), (module) => module.JobShow),
  icon: WorkIcon,
  recordRepresentation: 'position',
};
