import SettingsIcon from '@mui/icons-material/Settings';
import { ConfigList } from './ConfigList';

export default { list: ConfigList, icon: SettingsIcon, recordRepresentation: 'configName' };
