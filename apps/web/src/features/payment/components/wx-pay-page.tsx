import { FOLLOW_UP_DELAY_MS, PAY_SUCCESS_REDIRECTING, QR_CODE_SIZE_PX, QR_PAY_LIFETIME_MINUTES } from '@garden/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useNoticeThen } from '../../../hooks/use-notice-then';
import { isPaid, usePollPayStatus } from '../api/get-pay-status';
import type { WxPayment } from '../hooks/wx-pay';
import './payment.css';

/**
 * WeChat QR payment (shopping §2 wxPay): a 224 px QR code of `code_url`, the 30-minute note, a poll
 * every 2 s, and on success `支付成功！即将跳转.....` then the order list after 1.5 s.
 */
export function WxPayPage({ loginKey, payment, onPaid }: { loginKey: string; payment: WxPayment; onPaid: () => void }) {
  const status = usePollPayStatus(loginKey, payment.orderId);
  const paid = isPaid(status.data);

  useNoticeThen(paid, PAY_SUCCESS_REDIRECTING, onPaid, FOLLOW_UP_DELAY_MS);

  return (
    <div className="page">
      <section className="wx-pay">
        <h1 className="list-title">微信支付</h1>
        <p>
          应付金额 <strong className="pay-summary__amount">¥{payment.amount}</strong>
        </p>
        <div className="wx-pay__qr">
          <QRCodeSVG value={payment.codeUrl} size={QR_CODE_SIZE_PX} marginSize={2} title="微信支付二维码" />
        </div>
        {paid ? (
          <p className="wx-pay__paid" role="status">
            {PAY_SUCCESS_REDIRECTING}
          </p>
        ) : (
          <p>请使用微信扫一扫，扫描二维码完成支付，请在{QR_PAY_LIFETIME_MINUTES}分钟内完成支付</p>
        )}
        <a className="wx-pay__link" href={payment.codeUrl} target="_blank" rel="noreferrer">
          在手机上打开（沙箱扫码页）
        </a>
      </section>
    </div>
  );
}
