import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../../routing/lazyView';

/** VIP orders (menu component 'business/vip-order/index'): list and show, each its own chunk; records are keyed by order number. */
export default {
  list: lazyView(() => import('./OrderList'), (module) => module.OrderList),
  show: lazyView(() => import('./OrderShow'), (module) => module.OrderShow),
  icon: ReceiptLongIcon,
  recordRepresentation: 'orderNo',
};
