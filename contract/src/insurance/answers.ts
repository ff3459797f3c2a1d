/** Answer schemas of the insurance resources (issue 18): companies, products with their rate bands, all rates. Money in fen. */
import { z } from 'zod';
import { rowOf } from '../common/answers';
import { pageDataOf } from '../common/common';
import { insuranceCompanyCreate, insuranceProductCreate } from './insurance';

export const insuranceCompanyRow = rowOf(insuranceCompanyCreate, {
  dept_id: z.number().nullable(), supplier_name: z.string().nullable(), created_by_name: z.string().nullable(), product_count: z.number(),
});
export const insuranceRateBand = z.object({ id: z.number(), day_from: z.number(), day_to: z.number(), price: z.number() });
export const insuranceProductRow = rowOf(insuranceProductCreate, {
  dept_id: z.number().nullable(), company_name: z.string().nullable(), created_by_name: z.string().nullable(), rates: z.array(insuranceRateBand),
});
/** One band of one product in the list of all rates. */
export const insuranceRateRow = z.object({
  id: z.number(), product_id: z.number(), day_from: z.number(), day_to: z.number(), price: z.number(), product_name: z.string(),
  product_code: z.string().nullable(), insurance_type: z.number(), price_mode: z.number(), min_age: z.number(), max_age: z.number(),
  on_sale: z.boolean(), company_id: z.number(), company_name: z.string(),
});
export const insuranceRatePage = pageDataOf(insuranceRateRow);
