import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../../../routing/lazyView';

// creating and editing open in a dialog over the list, so there are no create or edit pages to register
export default { list: lazyView(() => import('./RoleList'), (module) => module.RoleList), icon: AdminPanelSettingsIcon, recordRepresentation: 'name' };
