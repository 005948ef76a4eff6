import { verificationCodeRequest } from '@jobmarket/contracts';
import { useNotify } from '../../app/Notifier';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import { ApiError } from '../../session/apiClient';
import { useSession } from '../../session/SessionContext';

/** Sends a registration code to the mobile (`POST /auth/verification-code`); a bad number is marked on its field. */
export function useRegistrationCode(markMobile: (message: string) => void) {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  return async (mobile: string): Promise<boolean> => {
    const request = verificationCodeRequest.safeParse({ mobile, purpose: 'REGISTER' });
    if (!request.success) {
      markMobile(t((request.error.issues[0]?.message ?? 'validation.invalidMobile') as PortalMessageKey));
      return false;
    }
    try {
      await api.request('/auth/verification-code', { method: 'POST', json: request.data, auth: false });
      notify(t('portal.code.sent'), 'success');
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? (error.fieldErrors.mobile ?? error.message) : t('portal.code.sendFailed');
      if (error instanceof ApiError && error.fieldErrors.mobile) markMobile(message);
      else notify(message, 'error');
      return false;
    }
  };
}
