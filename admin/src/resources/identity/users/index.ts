import PersonIcon from '@mui/icons-material/Person';
import { UserList } from './UserList';

export default { list: UserList, icon: PersonIcon, recordRepresentation: 'username' };
