import SchoolIcon from '@mui/icons-material/School';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./SchoolAdminList'), (module) => module.SchoolAdminList), icon: SchoolIcon, recordRepresentation: 'schoolName' };
