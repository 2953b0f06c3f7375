import { parseQuantityInput, stepQuantity, type QuantityLimits, type QuantityResult } from '@garden/domain';
import { useEffect, useState } from 'react';
import { showToast } from '../lib/toast';
import './quantity-stepper.css';

/**
 * The quantity box with − and + on the detail page, the cart line, the spec popup and the after-sales form:
 * every move and every typed number goes through the domain's quantity rules, a refusal shows its message
 * (or `refusal`, where the page words it itself) and a changed quantity reaches `onChange` with the
 * direction of a step, none for a typed number (storefront §5 "Quantity", shopping §5 "Cart quantity").
 */
export function QuantityStepper({
  value,
  limits,
  onChange,
  label = '购买数量',
  refusal,
  disabled = false,
}: {
  value: number;
  limits: QuantityLimits;
  onChange: (quantity: number, direction?: 1 | -1) => void;
  label?: string;
  refusal?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const apply = (result: QuantityResult, direction?: 1 | -1) => {
    if (!result.ok) showToast(refusal ?? result.message);
    setText(String(result.quantity));
    if (result.quantity !== value) onChange(result.quantity, direction);
  };
  return (
    <span className="quantity-stepper">
      <button type="button" aria-label="减少数量" disabled={disabled} onClick={() => apply(stepQuantity(value, -1, limits), -1)}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply(parseQuantityInput(text.trim(), limits))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <button type="button" aria-label="增加数量" disabled={disabled} onClick={() => apply(stepQuantity(value, 1, limits), 1)}>
        +
      </button>
    </span>
  );
}
