import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../routing/lazyView';

/** Consult orders (menu component 'business/consult-order/index'): list and show, each its own chunk. */
export default {
  list: lazyView(() => import('./ConsultOrderList'), (module) => module.ConsultOrderList),
  show: lazyView(() => import('./ConsultOrderShow'), (module) => module.ConsultOrderShow),
  icon: EventNoteIcon,
  recordRepresentation: 'orderNo',
};
