import BusinessIcon from '@mui/icons-material/Business';
import { PublisherList } from './PublisherList';

export default { list: PublisherList, icon: BusinessIcon, recordRepresentation: 'company' };
