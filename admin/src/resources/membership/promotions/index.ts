import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyView } from '../../../routing/lazyView';

/** Featured jobs (menu component 'business/vip-promotion/index'): the list, its own chunk; ending one is a row action. */
export default {
  list: lazyView(() => import('./PromotionList'), (module) => module.PromotionList),
  icon: CampaignIcon,
  recordRepresentation: 'position',
};
