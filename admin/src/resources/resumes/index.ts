import DescriptionIcon from '@mui/icons-material/Description';
import { lazyView } from '../../routing/lazyView';

/** The resumes resource (menu component 'business/resume/index'): staff's list and show, each its own chunk. */
export default {
  list: lazyView(() => import('./ResumeList'), (module) => module.ResumeList),
  show: lazyView(() => import('./ResumeShow'), (module) => module.ResumeShow),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
};
