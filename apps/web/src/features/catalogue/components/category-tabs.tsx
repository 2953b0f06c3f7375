import { PressedButtons } from '../../../components/pressed-buttons';
import { useSubCategories, type CategoryBranch } from '../api/get-sub-categories';

/** The second-level branch a category belongs to: itself, or the parent of a third-level one. */
function findBranch(branches: readonly CategoryBranch[], catId: number | undefined): CategoryBranch | undefined {
  if (catId === undefined) return undefined;
  return branches.find((branch) => branch.cat_id === catId || branch.children.some((child) => child.cat_id === catId));
}

function ChipRow({
  label,
  options,
  value,
  onPick,
}: {
  label: string;
  options: readonly CategoryBranch[];
  value: number | undefined;
  onPick: (catId: number | undefined) => void;
}) {
  return (
    <div className="filter-row">
      <span className="filter-row__label">{label}</span>
      <PressedButtons
        label={label}
        className="filter-row__chips"
        buttonClassName="filter-chip"
        options={[{ value: undefined, label: '全部' }, ...options.map((option) => ({ value: option.cat_id, label: option.cat_name }))]}
        pressed={(catId) => value === catId}
        onPick={onPick}
      />
    </div>
  );
}

/**
 * The second-level tabs under the top category and, once one is chosen, its third-level tabs, each
 * with 全部 (storefront §2 "Category").
 */
export function CategoryTabs({
  fatherId,
  catId,
  onPick,
}: {
  fatherId: number;
  catId: number | undefined;
  onPick: (catId: number | undefined) => void;
}) {
  const branches = useSubCategories(fatherId);
  const branch = findBranch(branches, catId);
  const leaf = branch && branch.cat_id !== catId ? catId : undefined;
  return (
    <>
      <ChipRow label="分类" options={branches} value={branch?.cat_id} onPick={onPick} />
      {branch && branch.children.length > 0 && (
        <ChipRow label={branch.cat_name} options={branch.children} value={leaf} onPick={(child) => onPick(child ?? branch.cat_id)} />
      )}
    </>
  );
}
