import type { DeliveryAdvanceForm, InvoiceForm } from '@jobmarket/contracts/delivery/forms';
import type { UploadedFile } from '@jobmarket/contracts/registration/views';
import type { Identifier } from 'react-admin';
import { API_BASE, http } from '../../providers/httpClient';

const orderPath = (id: Identifier, action: string) => `${API_BASE}/delivery-orders/${encodeURIComponent(String(id))}/${action}`;

/** One step of an order's flow: `PUT /delivery-orders/{id}/advance`; the api enforces the table and who may take it (A0440). */
export async function advanceOrder(id: Identifier, step: DeliveryAdvanceForm): Promise<void> {
  await http.json(orderPath(id, 'advance'), { method: 'PUT', body: JSON.stringify(step) });
}

/** The invoice: `POST /delivery-orders/{id}/invoice`, multipart `files` (1–2) with `invoiceDate` and `remark`. */
export async function uploadInvoice(id: Identifier, form: InvoiceForm, files: readonly File[]): Promise<void> {
  const body = new FormData();
  body.set('invoiceDate', form.invoiceDate);
  if (form.remark) body.set('remark', form.remark);
  for (const file of files) body.append('files', file, file.name);
  await http.json(orderPath(id, 'invoice'), { method: 'POST', body });
}

/** One interview proof file (`POST /files`, the caller's own upload): its url goes into `proofUrls`. */
export async function uploadProof(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.set('file', file, file.name);
  return (await http.json<UploadedFile>(`${API_BASE}/files`, { method: 'POST', body })).json;
}
