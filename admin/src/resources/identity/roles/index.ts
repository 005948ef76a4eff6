import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { RoleList } from './RoleList';

// creating and editing open in a dialog over the list, so there are no create or edit pages to register
export default { list: RoleList, icon: AdminPanelSettingsIcon, recordRepresentation: 'name' };
