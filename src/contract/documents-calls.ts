// The Send-to call's request (POST /pos/order/sendTo): the order, the document and the address.
import { z } from 'zod';
import { DOCUMENT_KINDS } from './documents.ts';

export const sendToRequest = z.object({
  orderNo: z.string().trim().min(1).max(40),
  document: z.enum(DOCUMENT_KINDS),
  email: z.string().trim().max(200),
});
export type SendToRequest = z.infer<typeof sendToRequest>;
