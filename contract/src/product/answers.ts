/**
 * Answer schemas of line products (issue 18): the product row (list, detail with plans, packages, prices, groups
 * and own prices), plans, packages, the price-add result, the cost detail, travel template options and categories.
 * Field names equal the table columns; money is integer fen; timestamps are ISO strings; `date` columns are
 * YYYY-MM-DD strings. The TypeScript types of product.ts (ProductRow, PackageRow…) are these schemas' outputs.
 */
import { z } from 'zod';
import { stamp } from '../common/answers';
import { pageDataOf } from '../common/common';

const optId = z.number().nullable();
const optText = z.string().nullable();
const optNum = z.number().nullable();
/** The columns of a stored record (recordMeta) and of an owned one (ownedMeta). */
const meta = { created_by: optId, created_at: stamp, updated_at: stamp, version: z.number() };
const owned = { ...meta, dept_id: optId };

/** One area chosen in the area tree, with its display name. */
export const areaRefAnswer = z.object({
  country_id: optId.optional(), province_id: optId.optional(), city_id: optId.optional(), county_id: optId.optional(), name: z.string(),
});
const fileRefAnswer = z.object({ name: z.string(), url: z.string() });

export const productCategoryRow = z.object({ id: z.number(), parent_id: optId, name: z.string(), sort: z.number(), remark: optText, ...meta });
export const productCategoryPage = pageDataOf(productCategoryRow);

/** A product as stored. */
export const productRow = z.object({
  id: z.number(), code: z.string(), name: z.string(), category_id: optId,
  departure: z.array(areaRefAnswer), destination: z.array(areaRefAnswer), destination_text: z.string(),
  days: z.number(), nights: z.number(), level_id: optId, label_ids: z.array(z.number()), group_type_id: optId,
  traffic_go: optNum, traffic_back: optNum, hotel_star: optNum, shopping: z.number(), self_paid: z.number(),
  insurance_kind: z.number(), cover_images: z.array(fileRefAnswer), features: optText, cost_include: optText, cost_exclude: optText,
  booking_notice: optText, sale_start_date: optText, stop_sale_days: z.number(), min_persons: z.number(), max_persons: optNum,
  deposit: z.number(), audit_status: z.number(), step: z.number(), remark: optText, ...owned,
});
/** A row of /api/v1/product/list. */
export const productListRow = productRow.extend({
  category_name: optText, plan_count: z.number(), package_count: z.number(), group_count: z.number(),
  /** The next departure date of a group (today or later), if any. */
  next_departure: optText, created_by_name: optText,
  /** A line-product audit run is pending (the product cannot be edited meanwhile). */
  auditing: z.boolean(),
});
export const productPage = pageDataOf(productListRow);

export const planDayRow = z.object({
  id: z.number(), plan_id: z.number(), day_no: z.number(), title: z.string(), description: optText, meals: z.array(z.number()), lodging: optText,
  hotel_star: optNum, traffic_type: optNum, place: optText, sights: optText, template_id: optId,
});
export const planRow = z.object({
  id: z.number(), product_id: z.number(), name: z.string(), is_default: z.boolean(), days: z.number(), nights: z.number(), gathering_place: optText,
  remark: optText, sort: z.number(), version: z.number(), itinerary: z.array(planDayRow),
});
export const packagePriceRow = z.object({ fee_type: z.number(), price_kind: z.number(), price: z.number() });
export const packageGroupRow = z.object({
  id: z.number(), code: z.string(), departure_date: z.string(), disband_date: z.string(), stop_sale_date: z.string(), state: z.number(),
  seats_plan: z.number(), seats_held: z.number(), seats_confirmed: z.number(),
});
export const packageRow = z.object({
  id: z.number(), product_id: z.number(), plan_id: z.number(), name: z.string(), seats: z.number(), min_group_size: z.number(), soon_group_size: z.number(),
  cost_price: z.number(), remark: optText, sort: z.number(), version: z.number(), prices: z.array(packagePriceRow), groups: z.array(packageGroupRow),
});
/** /product/route/price/detail: the package with its product and plan names. */
export const packageDetail = packageRow.extend({ product_name: z.string(), product_code: z.string(), plan_name: optText });
export const ownPriceRow = z.object({ channel: z.enum(['peer', 'internal']), fee_type: z.number(), price: z.number() });
/** /api/v1/product/detail. */
export const productDetail = productListRow.extend({ plans: z.array(planRow), packages: z.array(packageRow), own_prices: z.array(ownPriceRow) });
/** /product/route/price/add: the package and which dates opened a group, which were skipped. */
export const priceAddResult = z.object({ package: packageRow, opened: z.array(z.string()), skipped: z.array(z.object({ date: z.string(), reason: z.string() })) });
/** /product/route/price/delete: how many groups (without orders) went with the package. */
export const packageDeleteResult = z.object({ removed_groups: z.number() });
/** margin = sales − cost; peer_margin = settlement − cost; cost = the purchase price, else the package's cost price (persons) or 0. */
export const packageCostLine = z.object({
  fee_type: z.number(), sales: optNum, settlement: optNum, market: optNum, purchase: optNum, cost: z.number(), margin: optNum, margin_rate: optNum, peer_margin: optNum,
});
/** /product/route/price/costDetail: per fee type, sales against settlement / purchase and cost → margin (fen; rate in %). */
export const packageCostDetail = z.object({ package_id: z.number(), name: z.string(), cost_price: z.number(), lines: z.array(packageCostLine) });

/** One day of a travel template as stored (basic settings). */
const travelDayAnswer = z.object({
  day_no: z.number(), title: z.string(), description: optText.optional(),
  meals: z.array(z.object({ kind: z.number(), included: z.boolean(), remark: optText.optional() })),
  lodging: z.object({ hotel_name: optText.optional(), hotel_star: optNum.optional(), remark: optText.optional() }).nullable().optional(),
  traffic_types: z.array(z.number()), sights: z.array(z.string()),
});
/** /api/v1/product/travelTemplate/options: an enabled travel template for 从行程模板导入 (read with the product key). */
export const travelTemplateOption = z.object({ id: z.number(), title: z.string(), destination: optText, nights: optNum, day_count: z.number(), days: z.array(travelDayAnswer) });
