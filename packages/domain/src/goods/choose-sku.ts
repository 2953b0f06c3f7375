import { SPEC_NOT_FOUND, SPEC_ONE_PER_GROUP } from '../messages/messages';

/** One attribute of a goods (`properties.spe`): its id and the ids of its values. */
export interface SpecGroupIds {
  readonly attrId: number;
  readonly valueIds: readonly number[];
}

/** A SKU as the choice reads it: the attribute values it is made of and its stock. */
export interface ChoosableSku {
  readonly attrIds: readonly number[];
  readonly stock: number;
}

export type SkuChoice<S extends ChoosableSku> =
  | {
      readonly ok: true;
      /** SKUs consistent with the chosen values. */
      readonly matching: readonly S[];
      /** The one SKU when every attribute is chosen. */
      readonly sku: S | undefined;
      /** Values that, chosen instead of their attribute's current value, give no SKU in stock (`no_allow_attr_arr`). */
      readonly noAllow: readonly number[];
    }
  | { readonly ok: false; readonly message: string };

/**
 * Resolves chosen attribute values (`attr_id[]`) against a goods' SKUs (storefront §3 `no_allow_attr_arr`):
 * an unknown value or two of one attribute is refused; a value is not allowed when every SKU with it and
 * the other attributes' current choices is out of stock, and with `soldOut` (region refused) none is.
 */
export function chooseSku<S extends ChoosableSku>(
  groups: readonly SpecGroupIds[],
  skus: readonly S[],
  chosen: readonly number[],
  soldOut: boolean,
): SkuChoice<S> {
  const groupOf = new Map<number, number>();
  for (const group of groups) for (const id of group.valueIds) groupOf.set(id, group.attrId);
  if (chosen.some((id) => !groupOf.has(id))) return { ok: false, message: SPEC_NOT_FOUND };
  const byGroup = new Map<number, number>();
  for (const id of chosen) {
    const group = groupOf.get(id) as number;
    if (byGroup.has(group)) return { ok: false, message: SPEC_ONE_PER_GROUP };
    byGroup.set(group, id);
  }
  const consistent = (choice: ReadonlyMap<number, number>) => skus.filter((sku) => [...choice.values()].every((id) => sku.attrIds.includes(id)));
  const noAllow: number[] = [];
  for (const group of groups) {
    for (const id of group.valueIds) {
      const choice = new Map(byGroup).set(group.attrId, id);
      if (soldOut || consistent(choice).every((sku) => sku.stock <= 0)) noAllow.push(id);
    }
  }
  const matching = consistent(byGroup);
  const sku = byGroup.size === groups.length && matching.length === 1 ? matching[0] : undefined;
  return { ok: true, matching, sku, noAllow };
}
