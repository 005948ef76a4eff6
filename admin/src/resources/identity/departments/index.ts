import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { DeptList } from './DeptList';

export default { list: DeptList, icon: AccountTreeIcon, recordRepresentation: 'name' };
