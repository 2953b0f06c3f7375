import { lazy, Suspense } from 'react';
import { Dropdown } from '../../../components/dropdown';
import { Skeleton } from '../../../components/skeletons';

// The QR library loads only when a shopper opens one of the codes.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));
const SIZE = 132;

// Where the codes lead: the app download page and the customer-service chat (storefront §2).
const CODES = [
  { label: '手机APP', caption: '扫码下载花园商城APP', value: 'https://garden.example.cn/app' },
  { label: '联系客服', caption: '扫码添加客服微信', value: 'https://garden.example.cn/service' },
] as const;

/** QR codes for the app and customer service, each in a hover dropdown. */
export function QrCodes() {
  return (
    <>
      {CODES.map((code) => (
        <Dropdown key={code.label} label={code.label} className="top-bar__dropdown">
          <figure className="qr-code">
            <Suspense fallback={<Skeleton width={SIZE} height={SIZE} radius={4} />}>
              <QRCodeSVG value={code.value} size={SIZE} fgColor="#1c5634" />
            </Suspense>
            <figcaption>{code.caption}</figcaption>
          </figure>
        </Dropdown>
      ))}
    </>
  );
}
