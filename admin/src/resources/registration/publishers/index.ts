import BusinessIcon from '@mui/icons-material/Business';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./PublisherList'), (module) => module.PublisherList), icon: BusinessIcon, recordRepresentation: 'company' };
