import { roleCodes, type VipLevelOption, type VipOrderView } from '@jobmarket/contracts';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../app/PageLoading';
import { dashboardPaths } from '../../app/paths';
import { usePageTitle } from '../jobs/detail/usePageTitle';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { MembershipPanel } from './current/MembershipPanel';
import { type LevelChoice, levelChoiceOf } from './levelChoice';
import { LevelsSection } from './levels/LevelsSection';
import { useMembership } from './membershipQueries';
import { ConfirmOrderDialog } from './order/ConfirmOrderDialog';
import { MyOrdersSection } from './orders/MyOrdersSection';
import { PaymentDialog } from './payment/PaymentDialog';

type Choosing = { level: VipLevelOption; choice: Exclude<LevelChoice, { kind: 'downgradeRefused' }> };
type Paying = { orderNo: string; submitted?: VipOrderView };

/** Anyone signed in who is not a publisher: what the page is for and why it is not theirs. */
const PublisherOnly = () => {
  const { t } = useI18n();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('portal.vip.publisherOnly.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('portal.vip.publisherOnly.body')}
      </Typography>
      <Button component={RouterLink} to={dashboardPaths.home} variant="contained">
        {t('portal.vip.publisherOnly.backHome')}
      </Button>
    </Container>
  );
};

/** The publisher's side of VIP membership: where they stand, the levels to choose from, paying by QR, and their orders. */
const VipRegister = () => {
  const { t } = useI18n();
  const membership = useMembership();
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [paying, setPaying] = useState<Paying | null>(null);

  function choose(level: VipLevelOption, levels: VipLevelOption[]) {
    const choice = levelChoiceOf(membership.data, level, levels);
    if (choice.kind !== 'downgradeRefused') setChoosing({ level, choice });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('portal.vip.title')}
          </Typography>
          <Typography color="text.secondary">{t('portal.vip.intro')}</Typography>
        </div>
        {membership.isPending && <PageLoading />}
        {membership.isError && <Alert severity="error">{t('portal.vip.current.loadFailed')}</Alert>}
        {membership.data && <MembershipPanel membership={membership.data} onContinuePaying={(orderNo) => setPaying({ orderNo })} />}
        <LevelsSection membership={membership.data} onChoose={choose} />
        <MyOrdersSection onContinuePaying={(orderNo) => setPaying({ orderNo })} />
      </Stack>
      {choosing && (
        <ConfirmOrderDialog
          level={choosing.level}
          choice={choosing.choice}
          membership={membership.data}
          onClose={() => setChoosing(null)}
          onSubmitted={(order) => {
            setChoosing(null);
            setPaying({ orderNo: order.orderNo, submitted: order });
          }}
        />
      )}
      {paying && <PaymentDialog key={paying.orderNo} orderNo={paying.orderNo} submitted={paying.submitted} onClose={() => setPaying(null)} />}
    </Container>
  );
};

/** `/vip/vip-register` (spec §2: the view VipRegister under /vip): publishers only, signed in (the route guards that). */
const VipRegisterPage = () => {
  const { t } = useI18n();
  const { me } = useSession();
  usePageTitle(t('portal.vip.title'));
  if (!me) return <PageLoading />;
  if (!me.roles.includes(roleCodes.publisher)) return <PublisherOnly />;
  return <VipRegister />;
};

export default VipRegisterPage;
