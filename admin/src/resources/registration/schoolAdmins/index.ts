import SchoolIcon from '@mui/icons-material/School';
import { SchoolAdminList } from './SchoolAdminList';

export default { list: SchoolAdminList, icon: SchoolIcon, recordRepresentation: 'schoolName' };
