// The mattress calls' request schemas (the answers and words: contract/mattress.ts, which the pages import).
import { z } from 'zod';
import { wholeNumber } from './fields.ts';
import { MATTRESS_COMFORTS, MAX_MATTRESS_PAGE } from './mattress.ts';

/** Path `size` (a size code such as queen); query `comfort` narrows the mattresses, '' shows all. */
export const mattressBuilderRequest = z.object({
  size: z.string().max(60),
  comfort: z
    .enum([...MATTRESS_COMFORTS, ''])
    .optional()
    .default(''),
});

/** Path `page` from 1; query `uzip` (the shopper's postcode) for the delivery estimates. */
export const mattressItemsRequest = z.object({
  page: wholeNumber(MAX_MATTRESS_PAGE).refine((n) => n >= 1, 'Page must be a whole number from 1'),
  uzip: z
    .string()
    .max(10)
    .optional()
    .default('')
    .transform((v) => (/^\d{4}$/.test(v.trim()) ? v.trim() : '')),
});
