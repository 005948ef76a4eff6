import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../../routing/lazyView';

export default { list: lazyView(() => import('./LogList'), (module) => module.LogList), icon: ArticleIcon };
