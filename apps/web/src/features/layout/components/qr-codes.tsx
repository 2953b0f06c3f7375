import { HoverCard } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

// Where the codes lead: the app download page and the customer-service chat (storefront §2).
const CODES = [
  { label: '手机APP', caption: '扫码下载花园商城APP', value: 'https://garden.example.cn/app' },
  { label: '联系客服', caption: '扫码添加客服微信', value: 'https://garden.example.cn/service' },
] as const;

/** QR codes for the app and customer service, each in a hover popover. */
export function QrCodes() {
  return (
    <>
      {CODES.map((code) => (
        <HoverCard key={code.label} position="bottom" withArrow shadow="md">
          <HoverCard.Target>
            <button type="button" className="top-bar__link">
              {code.label}
            </button>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <figure className="qr-code">
              <QRCodeSVG value={code.value} size={132} fgColor="#1c5634" />
              <figcaption>{code.caption}</figcaption>
            </figure>
          </HoverCard.Dropdown>
        </HoverCard>
      ))}
    </>
  );
}
