import { useI18n } from '../../../i18n/I18nContext';
import { careerTips } from './careerTips';
import { TextCardSection } from './TextCardSection';

export const CareerTips = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) => {
  const { t } = useI18n();
  return <TextCardSection id="career-tips" title={t('portal.home.tipsTitle')} cards={careerTips} size={{ xs: 12, sm: 6, md: 3 }} headingLevel={headingLevel} />;
};
