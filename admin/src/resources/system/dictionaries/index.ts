import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./DictList'), (module) => module.DictList), icon: MenuBookIcon, recordRepresentation: 'name' };
export const dictData = { list: lazyView(() => import('./DictDataList'), (module) => module.DictDataPage), recordRepresentation: 'label' };
