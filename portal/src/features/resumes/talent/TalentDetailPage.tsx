import { Alert, Button, Container, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { talentPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { BackLink } from '../../jobs/detail/BackLink';
import { RefusalAlert } from '../../membership/refusal/RefusalAlert';
import { vipLinkOf } from '../../membership/refusal/vipRefusal';
import { resumeIdOf } from '../SeekerOnly';
import { PublisherGate } from './PublisherGate';
import { TalentDetail } from './TalentDetail';
import { useTalentView } from './talentQueries';

/** Whether the publisher agreed on the card to what opening costs (navigation state; kept across a reload). */
const isConfirmed = (state: unknown): boolean => (state as { isOpeningConfirmed?: unknown } | null)?.isOpeningConfirmed === true;

/** Reached without the card's question (a link, a bookmark): the same question here, before anything is spent. */
const OpenPrompt = ({ onOpen }: { onOpen: () => void }) => {
  const { t } = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('portal.talent.detail.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.talent.detail.openIntro')}
      </Typography>
      <Button variant="contained" onClick={onOpen}>
        {t('portal.talent.detail.open')}
      </Button>
    </Paper>
  );
};

/** Opens the resume (`PUT /resumes/{id}/view`); a refused quota says how to get more, never as an error page. */
const OpenedResume = ({ resumeId }: { resumeId: number }) => {
  const { t } = useI18n();
  const view = useTalentView(resumeId, true);
  if (view.isPending) return <PageLoading />;
  if (view.isError) {
    const link = vipLinkOf(view.error);
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t(link ? 'portal.talent.detail.lockedTitle' : 'portal.talent.detail.unavailable')}
        </Typography>
        {link ? (
          <RefusalAlert message={view.error.message} link={link} severity="warning" />
        ) : (
          <Alert severity="error">{view.error.message}</Alert>
        )}
      </Paper>
    );
  }
  return <TalentDetail resume={view.data} />;
};

const TalentResume = ({ resumeId }: { resumeId: number }) => {
  const { t } = useI18n();
  const { state } = useLocation();
  const [isOpening, setOpening] = useState(() => isConfirmed(state));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={talentPaths.search} label={t('portal.talent.detail.back')} />
      {isOpening ? <OpenedResume resumeId={resumeId} /> : <OpenPrompt onOpen={() => setOpening(true)} />}
    </Container>
  );
};

/** `/talent/:id`: one resume of the talent search, opened by an approved publisher (spec §6). */
const TalentDetailPage = () => {
  const { id } = useParams();
  const resumeId = resumeIdOf(id);
  if (resumeId === undefined) return <NotFoundPage />;
  return (
    <PublisherGate>
      <TalentResume key={resumeId} resumeId={resumeId} />
    </PublisherGate>
  );
};

export default TalentDetailPage;
