import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyView } from '../../routing/lazyView';

/** demoItems (menu component `business/demo-items/index`): list, create, edit and show, each its own chunk. */
export default {
  list: lazyView(() => import('./DemoItemList'), (module) => module.DemoItemList),
  create: lazyView(() => import('./DemoItemCreate'), (module) => module.DemoItemCreate),
  edit: lazyView(() => import('./DemoItemEdit'), (module) => module.DemoItemEdit),
  show: lazyView(() => import('./DemoItemShow'), (module) => module.DemoItemShow),
  icon: ListAltIcon,
  recordRepresentation: 'name',
};
