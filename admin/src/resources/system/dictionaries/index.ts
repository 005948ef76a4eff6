import MenuBookIcon from '@mui/icons-material/MenuBook';
import { DictDataPage } from './DictDataList';
import { DictList } from './DictList';

export default { list: DictList, icon: MenuBookIcon, recordRepresentation: 'name' };
export const dictData = { list: DictDataPage, recordRepresentation: 'label' };
