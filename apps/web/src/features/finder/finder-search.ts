import { PAGE_SIZES } from '@garden/domain';
import { readId, readText } from '../../lib/search-params';

/**
 * The finder's address (shopping §2 recommend: id, name, fv_id; and its filters, so a list can be shared
 * and comes back as it was when the shopper returns: the route is "kept alive").
 */
export interface FinderSearch {
  id?: number;
  name?: string;
  fv_id?: number;
  page?: number;
  product_name?: string;
  sunshine?: string;
  plant_properties?: string;
  flower_color?: string;
  habit?: string;
  speciality?: string;
  /** Tolerances joined by `,`, every one required. */
  tolerant_lis?: string;
  /** Only goods on sale online. */
  is_sale?: boolean;
}

const text = (value: unknown) => readText(value)?.trim() || undefined;

/** Reads the finder's address, dropping what is not one of its fields. */
export function readFinderSearch(search: Record<string, unknown>): FinderSearch {
  return {
    id: readId(search.id),
    name: text(search.name),
    fv_id: readId(search.fv_id),
    page: readId(search.page),
    product_name: text(search.product_name),
    sunshine: text(search.sunshine),
    plant_properties: text(search.plant_properties),
    flower_color: text(search.flower_color),
    habit: text(search.habit),
    speciality: text(search.speciality),
    tolerant_lis: text(search.tolerant_lis),
    is_sale: search.is_sale === true || search.is_sale === 'true' || search.is_sale === '1' || undefined,
  };
}

/** The page title of a themed finder link: the first comma part of `name` (storefront §2 recommend). */
export const finderTitle = (name: string | undefined): string => (name ?? '').split(/[,，]/)[0]?.trim() || '植物推荐';

/** The search call's fields for an address, within a category for the category page's finder variant. */
export function toFinderQuery(search: FinderSearch, catId?: number) {
  return {
    page_no: search.page ?? 1,
    page_size: PAGE_SIZES.plantFinder,
    product_name: search.product_name,
    sunshine: search.sunshine,
    plant_properties: search.plant_properties,
    flower_color: search.flower_color,
    habit: search.habit,
    speciality: search.speciality,
    tolerant_lis: search.tolerant_lis,
    is_sale: search.is_sale ? ('1' as const) : undefined,
    cat_id: catId,
  };
}
export type FinderQuery = ReturnType<typeof toFinderQuery>;
