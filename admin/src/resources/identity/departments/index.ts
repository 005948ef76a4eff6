import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./DeptList'), (module) => module.DeptList), icon: AccountTreeIcon, recordRepresentation: 'name' };
