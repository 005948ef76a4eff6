import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { ProjectionStatusList } from './ProjectionStatusList';

export default { list: ProjectionStatusList, icon: MonitorHeartIcon };
