import { LazyImage } from '../../../components/lazy-image';
import type { GoodsProperty } from '../api/get-goods-info';

/** The chosen value per attribute group, keyed by `attr_id`. */
export type AttributeChoice = Readonly<Record<number, number>>;

const SWATCH_PX = 28;

/**
 * One row of buttons per attribute group (规格, 颜色). Values that would make a combination without
 * stock (the price call's `no_allow_attr_arr`) are disabled; pressing the chosen value clears it.
 */
export function AttributePicker({
  properties,
  choice,
  unavailable,
  onChange,
}: {
  properties: readonly GoodsProperty[];
  choice: AttributeChoice;
  unavailable: readonly number[];
  onChange: (choice: AttributeChoice) => void;
}) {
  const pick = (attrId: number, valueId: number) => {
    const next: Record<number, number> = { ...choice };
    if (next[attrId] === valueId) delete next[attrId];
    else next[attrId] = valueId;
    onChange(next);
  };
  return (
    <>
      {properties.map((property) => (
        <div className="goods-row" key={property.attr_id}>
          <span className="goods-row__label">{property.name}</span>
          <div className="attr-values" role="group" aria-label={property.name}>
            {property.values.map((value) => {
              const chosen = choice[property.attr_id] === value.goods_attr_id;
              return (
                <button
                  key={value.goods_attr_id}
                  type="button"
                  className="attr-value"
                  aria-pressed={chosen}
                  disabled={!chosen && unavailable.includes(value.goods_attr_id)}
                  onClick={() => pick(property.attr_id, value.goods_attr_id)}
                >
                  {value.thumb_url && <LazyImage src={value.thumb_url} alt="" width={SWATCH_PX} height={SWATCH_PX} />}
                  {value.label}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
