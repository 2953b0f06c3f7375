import { purchaseType, validateAttributeChoice } from '@garden/domain';
import { Dialog } from '../../../components/dialog';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useState } from 'react';
import { useGoodsPrice } from '../../../lib/goods-price';
import { useRequestScope } from '../../../lib/request-scope';
import { showToast } from '../../../lib/toast';
import { useChangeSpec } from '../api/change-spec';
import type { CartItem } from '../api/get-cart';
import { useSpecOptions, type SpecOptions } from '../api/get-spec-options';

/**
 * The spec-change popup (shopping §2 "Cart"): one value per attribute group (`属性不全` until every
 * group has one), the quantity up to the chosen spec's stock and down to the step, then the line is replaced.
 */
export function SpecChangeDialog({ loginKey, item, onClose }: { loginKey: string; item: CartItem; onClose: () => void }) {
  const options = useSpecOptions(item.goods_id);
  return (
    <Dialog opened onClose={onClose} size={480} title="修改规格">
      {options.data ? <SpecForm loginKey={loginKey} item={item} options={options.data} onDone={onClose} /> : <p>加载中…</p>}
    </Dialog>
  );
}

function SpecForm({ loginKey, item, options, onDone }: { loginKey: string; item: CartItem; options: SpecOptions; onDone: () => void }) {
  const current = new Set(item.goods_attr_id.split(',').map(Number));
  const [chosen, setChosen] = useState(() =>
    options.properties.spe.map((group) => group.values.find((value) => current.has(value.goods_attr_id))?.goods_attr_id),
  );
  const [quantity, setQuantity] = useState(item.goods_number);
  const change = useChangeSpec(loginKey);
  const attrIds = chosen.filter((id): id is number => id !== undefined);
  // The chosen spec's stock, from the price call as the product page reads it (shopping §3 "Price response": the
  // chosen SKU's, or the matching SKUs' while a group is open); until it answers, the line's own.
  const price = useGoodsPrice({ gsup_id: options.gsup_id, attr_id: attrIds, delivery_id: item.delivery_id || null }, useRequestScope());
  const stock = price.data?.stock ?? item.stock;
  const limits = { step: options.Nbei, min: options.start_num, stock };

  const confirm = () => {
    const refusal = validateAttributeChoice(chosen);
    if (refusal) return showToast(refusal);
    const kind = purchaseType({ isDeposit: options.is_dingjin === 1, isForward: options.forward === 1, deliveryId: item.delivery_id });
    if (!kind.ok) return showToast(kind.message);
    change.mutate(
      { item_id: item.item_id, gshp_id: item.goods_id, number: quantity, attr_id: attrIds, delivery_id: item.delivery_id, type: kind.type },
      { onSuccess: onDone },
    );
  };

  return (
    <div className="spec-form">
      {options.properties.spe.map((group, index) => (
        <fieldset key={group.attr_id} className="spec-form__group">
          <legend>{group.name}</legend>
          {group.values.map((value) => (
            <button
              key={value.goods_attr_id}
              type="button"
              aria-pressed={chosen[index] === value.goods_attr_id}
              onClick={() =>
                setChosen((previous) =>
                  previous.map((id, at) => (at === index ? (id === value.goods_attr_id ? undefined : value.goods_attr_id) : id)),
                )
              }
            >
              {value.label}
            </button>
          ))}
        </fieldset>
      ))}
      <div className="spec-form__quantity">
        <span>数量</span>
        <QuantityStepper value={quantity} limits={limits} onChange={(next) => setQuantity(next)} />
        <small>库存 {stock}</small>
      </div>
      <button type="button" className="cart-bar__checkout" disabled={change.isPending} onClick={confirm}>
        确定
      </button>
    </div>
  );
}
