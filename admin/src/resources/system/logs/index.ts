import ArticleIcon from '@mui/icons-material/Article';
import { LogList } from './LogList';

export default { list: LogList, icon: ArticleIcon };
