import type { Category, PinyinIndex } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { SUGGESTION_REQUIRED, SUGGESTION_THANKS } from '@garden/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HrefLink } from '../../../components/href-link';
import { JumpLinks } from '../../../components/jump-links';
import { call } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import './catalogue.css';

/** The catalogue home (shopping §2 bkHome): the pinyin index, every category, and the suggestion box. */
export function CatalogueHome({ index, categories }: { index: PinyinIndex; categories: readonly Category[] }) {
  const [suggestion, setSuggestion] = useState('');
  const send = useMutation({ mutationFn: (content: string) => call(endpoints.sendCatalogueSuggestion, { content }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!suggestion.trim()) {
      showToast(SUGGESTION_REQUIRED);
      return;
    }
    send.mutate(suggestion, {
      onSuccess: () => {
        setSuggestion('');
        showToast(SUGGESTION_THANKS);
      },
    });
  };
  return (
    <section className="page bk-page" aria-label="植物目录">
      <div className="bk-actions">
        <h1 className="list-title">植物目录</h1>
        <HrefLink href="/bkAdvancedScreening" className="bk-button">
          高级筛选
        </HrefLink>
        <HrefLink href="/bkDownload" className="bk-button bk-button--plain">
          下载 2023-2024 在线目录
        </HrefLink>
      </div>
      <div className="bk-panel">
        <h2>拼音索引</h2>
        <JumpLinks
          label="拼音首字母"
          className="bk-letters"
          links={index.list.map((group) => ({ id: `letter-${group.pinyin_prefix}`, text: group.pinyin_prefix }))}
        />
        {index.list.map((group) => (
          <div key={group.pinyin_prefix} id={`letter-${group.pinyin_prefix}`} className="bk-group">
            <span className="bk-group__letter">{group.pinyin_prefix}</span>
            <div className="bk-group__items">
              {group.spus.map((spu) => (
                <HrefLink key={spu.id} href={`/bkGoodDetail?id=${spu.id}`}>
                  {spu.name}
                </HrefLink>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="bk-panel">
        <h2>全部分类</h2>
        <div className="bk-cats">
          {categories.map((root) => (
            <div key={root.cat_id}>
              <h3>{root.cat_name}</h3>
              {root.children.map((second) => (
                <HrefLink key={second.cat_id} href={`/bkSecondCat?cat_id=${second.cat_id}`}>
                  {second.cat_name}
                </HrefLink>
              ))}
            </div>
          ))}
        </div>
      </div>
      <form className="bk-panel bk-filters" onSubmit={submit} aria-label="建议箱">
        <h2>建议箱</h2>
        <input
          aria-label="建议"
          placeholder="请输入您对目录的建议"
          value={suggestion}
          maxLength={500}
          onChange={(event) => setSuggestion(event.target.value)}
        />
        <button type="submit" className="bk-button" disabled={send.isPending}>
          提交建议
        </button>
      </form>
    </section>
  );
}
