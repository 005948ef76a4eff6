import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./MenuList'), (module) => module.MenuList), icon: ListAltIcon, recordRepresentation: 'name' };
