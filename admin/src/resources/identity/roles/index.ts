import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { RoleCreate } from './RoleCreate';
import { RoleList } from './RoleList';

// editing opens in a dialog over the list (RoleEdit), so there is no edit page to register
export default { list: RoleList, create: RoleCreate, icon: AdminPanelSettingsIcon, recordRepresentation: 'name' };
