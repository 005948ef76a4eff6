import PersonIcon from '@mui/icons-material/Person';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./UserList'), (module) => module.UserList), icon: PersonIcon, recordRepresentation: 'username' };
