import { pushSearchHistory, validateSearchKeyword } from '@garden/domain';
import { useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { searchHistoryAtom } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';

/** The header search box with its history dropdown (storefront §2, §5, §9). */
export function SearchBox() {
  const router = useRouter();
  const [history, setHistory] = useAtom(searchHistoryAtom);
  const [keywords, setKeywords] = useState('');
  const [open, setOpen] = useState(false);
  // The close a blur schedules; focusing the box again within its delay cancels it, so the list stays open.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (text: string) => {
    const refusal = validateSearchKeyword(text);
    if (refusal) {
      showToast(refusal);
      return;
    }
    const keyword = text.trim();
    setHistory([...pushSearchHistory(history, keyword)]);
    setKeywords(keyword);
    setOpen(false);
    void router.navigate({ href: `/searchList?keywords=${encodeURIComponent(keyword)}` });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keywords);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        className="search-box__input"
        name="keywords"
        value={keywords}
        placeholder="搜索月季、绣球、多肉…"
        autoComplete="off"
        aria-label="搜索商品"
        onChange={(event) => setKeywords(event.target.value)}
        onFocus={() => {
          clearTimeout(closing.current);
          setOpen(true);
        }}
        // Delay so a click on a history entry lands before the list closes.
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
      />
      <button className="search-box__button" type="submit">
        搜索
      </button>
      {open && history.length > 0 && (
        <div className="search-box__history" role="listbox" aria-label="搜索历史">
          <div className="search-box__history-head">
            <span>搜索历史</span>
            <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => setHistory([])}>
              清空
            </button>
          </div>
          {history.map((entry) => (
            <button
              key={entry}
              type="button"
              role="option"
              aria-selected={false}
              className="search-box__history-item"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(entry)}
            >
              {entry}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
