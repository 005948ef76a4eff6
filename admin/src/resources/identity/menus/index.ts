import ListAltIcon from '@mui/icons-material/ListAlt';
import { MenuList } from './MenuList';

export default { list: MenuList, icon: ListAltIcon, recordRepresentation: 'name' };
