import { formatChinaTime, validateWithdrawal, WITHDRAWAL_SUBMITTED, WITHDRAWAL_TIME_NOTE } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { TableHead } from '../../../components/table-head';
import { showToast } from '../../../lib/toast';
import { balanceQueryOptions, useRequestWithdrawal, withdrawalsQueryOptions, type WithdrawalDraft } from '../api/account-calls';
import { FormError } from './form-error';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

const EMPTY: WithdrawalDraft = { amount: '', zfb: '', zfb_name: '' };

/**
 * Withdrawal (shopping §2 turnCash, §4, §5): the form checked with the domain's rules before it is sent
 * (the server checks again, and keeps the money safe), and the history, 10 a page.
 */
export function WithdrawalPage({ loginKey, page, onPage }: { loginKey: string; page: number; onPage: (page: number) => void }) {
  const balance = useQuery(balanceQueryOptions(loginKey, 1)).data;
  const history = useQuery(withdrawalsQueryOptions(loginKey, page)).data;
  const request = useRequestWithdrawal(loginKey);
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateWithdrawal({ amount: draft.amount.trim(), account: draft.zfb, name: draft.zfb_name });
    setError(refusal ?? '');
    if (refusal) return;
    request.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY);
        showToast(WITHDRAWAL_SUBMITTED);
      },
      onError: (failure) => setError(failure.message),
    });
  };
  const field = (name: keyof WithdrawalDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <TitledSection className="account-page" title="提现">
      <form className="account-panel account-form" onSubmit={submit} noValidate>
        <span>可提现余额</span>
        <span className="account-money">¥{balance?.normal_balance ?? '0.00'}</span>
        <label htmlFor="cash-amount">提现金额</label>
        <input id="cash-amount" inputMode="decimal" placeholder="最多两位小数" {...field('amount')} />
        <label htmlFor="cash-zfb">支付宝账户</label>
        <input id="cash-zfb" placeholder="邮箱或手机号" {...field('zfb')} />
        <label htmlFor="cash-name">账户姓名</label>
        <input id="cash-name" placeholder="支付宝实名" {...field('zfb_name')} />
        <FormError text={error} />
        <div className="account-form__actions">
          <button type="submit" disabled={request.isPending}>
            申请提现
          </button>
        </div>
        <p className="account-note account-form__actions">{WITHDRAWAL_TIME_NOTE}</p>
      </form>
      <div className="account-panel">
        <h2>提现记录</h2>
        <table className="account-table">
          <TableHead columns={['申请时间', '金额', '支付宝账户', '状态']} />
          <tbody>
            {history?.list.map((row) => (
              <tr key={row.id} data-testid="withdrawal-row">
                <td>{formatChinaTime(new Date(row.add_time * 1000))}</td>
                <td className="account-money">¥{row.amount}</td>
                <td>
                  {row.zfb} {row.zfb_name}
                </td>
                <td>{row.status_label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {history && history.list.length === 0 && <p className="account-note">暂无提现记录</p>}
        {history && <Pagination page={page} total={Math.ceil(history.total / history.limit)} onChange={onPage} />}
      </div>
    </TitledSection>
  );
}
