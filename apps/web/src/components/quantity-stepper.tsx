import { parseQuantityInput, stepQuantity, type QuantityLimits, type QuantityResult } from '@garden/domain';
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toast';

/**
 * The quantity box with − and +: every move and every typed number goes through the domain's
 * quantity rules, and a refusal shows its message (storefront §5 "Quantity").
 */
export function QuantityStepper({ value, limits, onChange }: { value: number; limits: QuantityLimits; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const apply = (result: QuantityResult) => {
    if (!result.ok) showToast(result.message);
    setText(String(result.quantity));
    onChange(result.quantity);
  };
  return (
    <div className="quantity-stepper">
      <button type="button" aria-label="减少数量" onClick={() => apply(stepQuantity(value, -1, limits))}>
        −
      </button>
      <input
        aria-label="购买数量"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply(parseQuantityInput(text, limits))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <button type="button" aria-label="增加数量" onClick={() => apply(stepQuantity(value, 1, limits))}>
        +
      </button>
    </div>
  );
}
