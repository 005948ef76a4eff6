import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./ProjectionStatusList'), (module) => module.ProjectionStatusList), icon: MonitorHeartIcon };
