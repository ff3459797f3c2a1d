/**
 * Product routes beyond the registry verbs, and the data hooks of the product pages: the product detail
 * (product + plans with itinerary + packages with prices and groups + own prices), the option lists of
 * the basic-info form (categories, labels), and the enabled travel templates (read with the product key).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { RESOURCES, resourcePath, type ProductDetail, type TravelTemplateOption } from '@ta/contract';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

export const productRes = RESOURCES.product;
export const categoryRes = RESOURCES.productCategory;
export const PRODUCT_KEY = productRes.permissionKey;
/** The approval-engine type of the line-product audit (线路产品审核). */
export const LINE_PRODUCT_AUDIT = 'lineProduct';
/** audit_status of an approved product (审核通过): only it opens groups. */
export const PRODUCT_APPROVED = 1;

export const PRODUCT_URLS = {
  list: resourcePath(productRes, 'list'),
  add: resourcePath(productRes, 'add'),
  update: resourcePath(productRes, 'update'),
  detail: resourcePath(productRes, 'detail'),
  copy: '/api/v1/product/copy',
  planSave: '/api/v1/product/plan/save',
  priceAdd: '/product/route/price/add',
  priceUpdate: '/product/route/price/update',
  priceDelete: '/product/route/price/delete',
  priceCostDetail: '/product/route/price/costDetail',
  priceDeleteDate: '/product/route/price/deleteDate',
  priceNameUpdate: '/product/route/price/name/update',
  ownPriceSave: '/api/v1/product/ownPrice/save',
  labelOptions: '/api/v1/label/options',
  categoryList: resourcePath(categoryRes, 'list'),
  travelTemplateOptions: '/api/v1/product/travelTemplate/options',
} as const;

/** The product with its plans, packages (prices, groups) and own prices. */
export function useProductDetail(id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys(productRes.name).detail(id),
    enabled: Boolean(id),
    queryFn: () => post<ProductDetail>(PRODUCT_URLS.detail, { id }),
    retry: false,
  });
}

export const invalidateProducts = (client: QueryClient) => invalidateResource(client, productRes.name);

export interface Option { label: string; value: number }

interface PageAnswer<T> { page_data?: { data?: T[] } }

export function useCategoryOptions() {
  return useQuery({
    queryKey: resourceKeys(categoryRes.name).options(),
    queryFn: async () => {
      const r = await post<PageAnswer<{ id: number; name: string }>>(PRODUCT_URLS.categoryList, { pageNo: 1, pageSize: 300 });
      return (r?.page_data?.data ?? []).map((c): Option => ({ label: c.name, value: c.id }));
    },
    staleTime: 60_000,
  });
}

export type LabelKindCode = 'productLevel' | 'productLabel' | 'groupType';

/** Enabled labels of a kind (product level, product label, group type) from basic settings. */
export function useLabelOptions(kind: LabelKindCode) {
  return useQuery({
    queryKey: ['label-options', kind],
    queryFn: async () => ((await post<{ value: number; label: string }[]>(PRODUCT_URLS.labelOptions, { kind })) ?? []).map((o): Option => ({ label: o.label, value: o.value })),
    staleTime: 60_000,
  });
}

/**
 * Enabled travel templates, for 从行程模板导入: read through the product module's own route (product key,
 * view), so an operator without the basic-settings page can import too.
 */
export function useTravelTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys(RESOURCES.travelTemplate.name).options(), 'product'],
    enabled,
    queryFn: async () => (await post<TravelTemplateOption[]>(PRODUCT_URLS.travelTemplateOptions, {})) ?? [],
    staleTime: 60_000,
  });
}
