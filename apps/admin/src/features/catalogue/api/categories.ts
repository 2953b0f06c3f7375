import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportDone, reportError } from '../../../lib/report-error';

/** GET /v1/operator/categories: every category, parents before their children, in shop order. */
export function categoriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.categories, queryFn: () => call(endpoints.listAdminCategories) });
}

/** GET /v1/operator/brands: the brands and the ship-from places. */
export function brandsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.brands, queryFn: () => call(endpoints.listAdminBrands) });
}

function useCatalogueWrite<F>(send: (fields: F) => Promise<{ msg: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ msg }) => {
      reportDone(msg);
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goodsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditTrailAll });
    },
    onError: reportError,
  });
}

export const useCreateCategory = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.createCategory>) => callEnvelope(endpoints.createCategory, fields));
export const useUpdateCategory = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.updateCategory>) => callEnvelope(endpoints.updateCategory, fields));
export const useReorderCategories = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.reorderCategories>) => callEnvelope(endpoints.reorderCategories, fields));
export const useDeleteCategory = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.deleteCategory>) => callEnvelope(endpoints.deleteCategory, fields));
export const useCreateBrand = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.createBrand>) => callEnvelope(endpoints.createBrand, fields));
export const useUpdateBrand = () =>
  useCatalogueWrite((fields: RequestOf<typeof endpoints.updateBrand>) => callEnvelope(endpoints.updateBrand, fields));
