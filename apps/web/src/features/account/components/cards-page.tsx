import type { VipCard } from '@garden/contract';
import { BLACK_FIVE_CARD_NUMBER, describeCardDiscount, formatYuan, gradeName, isMemberGrade } from '@garden/domain';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

/**
 * The bound member cards (shopping §2 userCard): the shopper's grade, then each card's name, number, discount as
 * 折 (domain `describeCardDiscount`) and balance; card 2 is the black-five card, named once by its own name.
 */
export function CardsPage({ cards, grade }: { cards: readonly VipCard[]; grade: number }) {
  return (
    <TitledSection className="account-page" title="会员卡">
      <p className="account-note">会员等级：{isMemberGrade(grade) ? gradeName(grade) : '普通会员'}</p>
      {cards.length === 0 && (
        <p className="goods-grid__empty">
          <strong>暂无绑定的会员卡</strong>
        </p>
      )}
      <div className="card-list">
        {cards.map((card) => (
          <article
            key={card.FCardNumber}
            data-testid="member-card"
            className={`member-card${card.FCardNumber === BLACK_FIVE_CARD_NUMBER ? ' member-card--black' : ''}`}
          >
            <span className="member-card__name">{card.FName}</span>
            <span>卡号 {card.FCardNumber}</span>
            <span>折扣 {describeCardDiscount({ cardNumber: card.FCardNumber, fDisCount: card.fDisCount })}</span>
            <span>余额 ¥{formatYuan(card.FAmtIn)}</span>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}
