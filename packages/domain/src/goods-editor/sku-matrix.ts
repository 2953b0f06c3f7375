/** One spec attribute of the goods editor (issue 31 "Catalogue"): its name and its values' labels, in order. */
export interface EditorAttribute {
  readonly name: string;
  readonly values: readonly string[];
}

/**
 * The SKU matrix of a goods: every combination of one value per attribute, the first attribute varying
 * slowest (two attributes of two values each → four combinations). The back office previews it, the API
 * checks the SKUs sent against it.
 */
export function skuCombinations(attributes: readonly EditorAttribute[]): string[][] {
  let combinations: string[][] = [[]];
  for (const attribute of attributes) combinations = combinations.flatMap((head) => attribute.values.map((value) => [...head, value]));
  return attributes.length === 0 ? [] : combinations;
}

/** How a combination is named when SKUs are matched to it: its labels joined by a character no label holds. */
export const combinationKey = (values: readonly string[]): string => values.join('\u0001');
