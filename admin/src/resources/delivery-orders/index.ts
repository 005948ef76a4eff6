import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazyView } from '../../routing/lazyView';

/** Delivery orders (menu component 'business/delivery-order/index'): list and show, each its own chunk. */
export default {
  list: lazyView(() => import('./DeliveryOrderList'), (module) => module.DeliveryOrderList),
  show: lazyView(() => import('./DeliveryOrderShow'), (module) => module.DeliveryOrderShow),
  icon: AssignmentIndIcon,
  recordRepresentation: 'orderNo',
};
