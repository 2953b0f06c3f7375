import { GoodsCard } from '../../../components/goods-card';
import { JumpLinks } from '../../../components/jump-links';
import { LazyImage } from '../../../components/lazy-image';
import { useRequestScope } from '../../../lib/request-scope';
import { useActivity } from '../api/get-activity';
import './activity.css';

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 360;

/** An activity page: banner, text and its subjects, each a titled grid of goods (storefront §2). */
export function ActivityPage({ id }: { id: number }) {
  const activity = useActivity(id, useRequestScope());
  return (
    <div className="page activity-page">
      {activity.banner ? (
        <LazyImage className="activity-page__banner" src={activity.banner} alt={activity.title} width={BANNER_WIDTH} height={BANNER_HEIGHT} eager />
      ) : (
        <h1 className="list-title">{activity.title}</h1>
      )}
      {/* The back office's rich text (storefront §7 "activity content"), sanitised by the server on every save against the domain's allow-list, as a goods description is. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save (the description allow-list); the CSP runs no inline script */}
      {activity.content && <div className="activity-page__content" dangerouslySetInnerHTML={{ __html: activity.content }} />}
      <JumpLinks
        label="专题"
        className="activity-page__subjects"
        links={activity.subject.map((subject) => ({ id: `subject-${subject.subject_id}`, text: subject.title }))}
      />
      {activity.subject.map((subject, index) => (
        <section key={subject.subject_id} id={`subject-${subject.subject_id}`} className="activity-subject">
          <h2 className="activity-subject__title">{subject.title}</h2>
          <div className="goods-grid">
            {subject.goods.map((goods, position) => (
              <GoodsCard key={goods.shp_id} goods={goods} eager={index === 0 && position < 4} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
