import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyView } from '../../../routing/lazyView';

/** The VIP list (menu component 'business/vip/index'): one row per publisher who ever had a membership, keyed by publisher id. */
export default {
  list: lazyView(() => import('./MemberList'), (module) => module.MemberList),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'publisherName',
};
