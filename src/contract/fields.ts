// Field parsers shared by the contract schemas. Bodies arrive as JSON or as form fields, so
// booleans and numbers may be strings; arrays may be a single value.
import { z } from 'zod';

/** true for true, 1, "1", "true", "on"; false for false, 0, "0", "false", "", undefined. */
export const flag = z
  .union([z.boolean(), z.number(), z.string().max(5)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === false || v === 0 || v === '0' || v === 'false') return false;
    if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return true;
    ctx.addIssue({ code: 'custom', message: 'Invalid flag' });
    return z.NEVER;
  });

/** A whole number given as number or digits. */
export const wholeNumber = (max: number) =>
  z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message: `Must be a whole number from 0 to ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** A list of short url slugs; a lone value or a comma list counts as a list. */
export const slugList = z
  .union([z.array(z.string().max(80)).max(100), z.string().max(2000)])
  .optional()
  .transform((v) => {
    const list = v === undefined ? [] : Array.isArray(v) ? v : v.split(',');
    return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/, 'Invalid category')));

export const slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9-]*$/, 'Invalid address');
