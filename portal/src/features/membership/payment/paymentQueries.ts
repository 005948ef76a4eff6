import type { PaymentCheckView, PaymentQrView } from '@jobmarket/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientConfig } from '../../../session/clientConfig';
import { useSession } from '../../../session/SessionContext';
import { ApiError } from '../../../session/apiClient';

const orderPath = (orderNo: string) => `/vip-orders/${encodeURIComponent(orderNo)}`;

// Not under the membership key: refreshing the membership after a payment must never issue another QR code.
const qrKey = (orderNo: string) => ['vipPaymentQr', orderNo] as const;

/**
 * The order's QR code while its payment dialog is open. A just-submitted order gets its first one
 * (`POST …/qr`); an order paid later shows its current one (`GET …/qr`), or a new one when it has none yet. Asked
 * once per opening (a window refocus must not issue codes); `refresh` replaces it (`POST …/qr`: the api withdraws
 * the old reference first).
 */
export function usePaymentQr(orderNo: string, issueFirst: boolean) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const issue = () => api.request<PaymentQrView>(`${orderPath(orderNo)}/qr`, { method: 'POST' });
  const qr = useQuery({
    queryKey: qrKey(orderNo),
    queryFn: async () => {
      if (issueFirst) return issue();
      try {
        return await api.request<PaymentQrView>(`${orderPath(orderNo)}/qr`);
      } catch (error) {
        // no QR code yet for this order: get its first
        if (error instanceof ApiError && !error.isSessionExpired) return issue();
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refresh = useMutation({
    mutationFn: issue,
    onSuccess: (next) => queryClient.setQueryData(qrKey(orderNo), next),
  });
  return { qr, refresh };
}

/** `PUT …/confirm` ("I have paid": the api asks the provider, then answers) or `GET …/status` (what it knows now). */
export function usePaymentCheck(orderNo: string) {
  const { api } = useSession();
  return useMutation({
    mutationFn: (how: 'confirm' | 'status') =>
      how === 'confirm' ? api.request<PaymentCheckView>(`${orderPath(orderNo)}/confirm`, { method: 'PUT' }) : api.request<PaymentCheckView>(`${orderPath(orderNo)}/status`),
  });
}

/** Whether this deployment pays through the simulated bank (development only): the dialog then links to it. */
export function useSimulatedBank(): boolean {
  const config = useQuery({ queryKey: ['clientConfig'], queryFn: clientConfig, staleTime: Infinity });
  return config.data?.simulatedBank === true;
}

/** The simulated bank's page opened on this QR code's payload (as a phone's camera would hand it to a bank app). */
export const simulatedBankLink = (payload: string) => `/dev/bank?payload=${encodeURIComponent(payload)}`;
