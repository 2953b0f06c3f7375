import { HrefLink } from '../../../components/href-link';
import { FOOTER_LINKS } from '../../../lib/site-links';

const PROMISES = [
  { title: '正品好苗', text: '自有苗圃 品种保真' },
  { title: '坏苗补发', text: '收货七天 售后无忧' },
  { title: '专业包装', text: '冷链保湿 安心到家' },
  { title: '园艺指导', text: '一对一 养护答疑' },
] as const;

/** The common footer: promises, links, licence and filing information (storefront §2). */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <div className="container footer-promises">
        {PROMISES.map((promise) => (
          <div key={promise.title} className="footer-promise">
            <strong>{promise.title}</strong>
            <span>{promise.text}</span>
          </div>
        ))}
      </div>
      <div className="container footer-links">
        {FOOTER_LINKS.map((group) => (
          <div key={group.title} className="footer-links__group">
            <h2>{group.title}</h2>
            {group.links.map((link) => (
              <HrefLink key={link.label} href={link.href}>
                {link.label}
              </HrefLink>
            ))}
          </div>
        ))}
        <div className="footer-links__group footer-links__contact">
          <h2>客服热线</h2>
          <strong>400-820-1234</strong>
          <span>周一至周日 8:30–21:00</span>
        </div>
      </div>
      <div className="footer-legal">
        <p>© 2026 花园商城 版权所有 · 营业执照：91330100MA2GARDEN · 增值电信业务经营许可证：浙B2-20260001</p>
        <p>浙ICP备2026000001号-1 · 浙公网安备 33010602000001号 · 农作物种子经营许可证：D(浙)农种经许字(2026)第001号</p>
      </div>
    </footer>
  );
}
