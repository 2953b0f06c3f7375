import { formatChinaTime } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/href-link';
import { Pagination } from '../../../components/pagination';
import { TableHead } from '../../../components/table-head';
import { balanceQueryOptions } from '../api/account-calls';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

/** My balance (shopping §2 myBalance): what may be withdrawn, and the ledger, 10 a page. */
export function BalancePageView({ loginKey, page, onPage }: { loginKey: string; page: number; onPage: (page: number) => void }) {
  const { data } = useQuery(balanceQueryOptions(loginKey, page));
  return (
    <TitledSection className="account-page" title="我的余额">
      <div className="account-panel">
        <h2>可提现余额</h2>
        <span className="account-money account-money--big" data-testid="balance">
          ¥{data?.normal_balance ?? '0.00'}
        </span>{' '}
        <HrefLink href="/turnCash" className="account-button">
          提现
        </HrefLink>
      </div>
      <div className="account-panel">
        <h2>余额明细</h2>
        <table className="account-table">
          <TableHead columns={['时间', '金额', '余额', '说明']} />
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.log_id} data-testid="balance-row">
                <td>{formatChinaTime(new Date(row.change_time * 1000))}</td>
                <td className="account-money">{row.amount.startsWith('-') ? row.amount : `+${row.amount}`}</td>
                <td>{row.user_money}</td>
                <td>{row.short_change_desc}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="account-note">暂无余额明细</p>}
        {data && <Pagination page={page} total={Math.ceil(data.total / data.limit)} onChange={onPage} />}
      </div>
    </TitledSection>
  );
}
