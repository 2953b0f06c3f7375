import { SMS_RESEND, smsCountdownSeconds } from '@garden/domain';
import { useEffect, useState } from 'react';

/**
 * The SMS button's state: after each successful send it is disabled for 60 s × the sends so far,
 * then reads 重新获取 (storefront §4, §9).
 */
export function useSmsCountdown() {
  const [sends, setSends] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = () => {
    const next = sends + 1;
    setSends(next);
    setRemaining(smsCountdownSeconds(next));
  };
  const label = remaining > 0 ? `${remaining}秒后重试` : sends > 0 ? SMS_RESEND : '获取验证码';
  return { counting: remaining > 0, label, start };
}
