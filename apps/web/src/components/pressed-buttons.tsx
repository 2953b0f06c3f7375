import './list-page.css';

/** A row of sort tabs (category and search sort bars, storefront §2); the chosen one is pressed. */
export function SortTabs<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="sort-tabs" role="group" aria-label="排序">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="sort-tabs__tab"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
