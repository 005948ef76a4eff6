import type { TalentCard as TalentCardView } from '@jobmarket/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GroupsIcon } from '../../../app/icons';
import { talentResumePath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { SearchPageLayout } from '../../jobs/search/SearchPageLayout';
import { SearchResults } from '../../jobs/search/SearchResults';
import { OpenResumeDialog } from './OpenResumeDialog';
import { PublisherGate } from './PublisherGate';
import { confirmedOpening, TalentCard } from './TalentCard';
import { TalentQuota } from './TalentQuota';
import { useTalentSearch } from './talentQueries';
import { readTalentSearch, TALENT_PAGE_SIZE, type TalentSearch, talentParamsOf } from './talentSearchParams';
import { TalentSearchForm } from './TalentSearchForm';

/** The search itself, once the gate let an approved publisher through. The whole search lives in the address. */
const TalentSearchView = () => {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = readTalentSearch(params);
  const results = useTalentSearch(search);
  const [opening, setOpening] = useState<TalentCardView | null>(null);
  const show = (next: TalentSearch) => setParams(talentParamsOf(next));

  return (
    <SearchPageLayout title={t('portal.talent.title')} subtitle={t('portal.talent.intro')}>
      {/* a new address (back, forward, a link) starts the form over from what it says */}
      <TalentSearchForm key={params.toString()} search={search} onApply={show} />
      <Box sx={{ mb: 3 }}>
        <TalentQuota />
      </Box>
      <SearchResults
        results={results}
        pageNum={search.pageNum}
        pageSize={TALENT_PAGE_SIZE}
        onPage={(pageNum) => show({ ...search, pageNum })}
        countText={(total) => (total === 1 ? t('portal.talent.foundOne') : t('portal.talent.found', { count: new Intl.NumberFormat(locale).format(total) }))}
        emptyMessage={t('portal.talent.empty')}
        emptyIcon={<GroupsIcon />}
        pagesLabel={t('portal.talent.pages')}
        keyOf={(card) => card.id}
        renderItem={(card) => <TalentCard card={card} onOpen={setOpening} />}
      />
      <OpenResumeDialog
        card={opening}
        onClose={() => setOpening(null)}
        onConfirm={(card) => {
          setOpening(null);
          navigate(talentResumePath(card.id), { state: confirmedOpening });
        }}
      />
    </SearchPageLayout>
  );
};

/** `/talent`: approved publishers search the resumes job seekers open to employers (spec §6). */
const TalentSearchPage = () => (
  <PublisherGate>
    <TalentSearchView />
  </PublisherGate>
);

export default TalentSearchPage;
