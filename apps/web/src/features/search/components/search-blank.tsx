import '../../../components/list-page.css';

/** What a results address without a keyword shows: the blank-keyword message (storefront §5). */
export function SearchBlank({ message }: { message: string }) {
  return (
    <div className="page">
      <div className="goods-grid__empty">
        <strong>{message}</strong>
        <span>在页面顶部的搜索框输入想找的植物或园艺用品</span>
      </div>
    </div>
  );
}
