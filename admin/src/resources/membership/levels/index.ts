import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazyView } from '../../../routing/lazyView';

// creating and editing open in a dialog over the list (or the level's page), so there are no create or edit pages to register
/** Membership levels (menu component 'business/vip-level/index'): list and show, each its own chunk. */
export default {
  list: lazyView(() => import('./LevelList'), (module) => module.LevelList),
  show: lazyView(() => import('./LevelShow'), (module) => module.LevelShow),
  icon: LoyaltyIcon,
  recordRepresentation: 'name',
};
