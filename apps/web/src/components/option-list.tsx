/** The options of a select, each a value and the text shown (after-sales reasons and couriers, order time filter). */
export function OptionList({ options }: { options: readonly { value: string | number; text: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.text}
    </option>
  ));
}
