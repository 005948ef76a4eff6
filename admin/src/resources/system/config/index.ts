import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./ConfigList'), (module) => module.ConfigList), icon: SettingsIcon, recordRepresentation: 'configName' };
