import { NOT_LOGGED_IN } from '@garden/domain';
import { useEffect } from 'react';
import { openLoginDialog } from '../lib/login-dialog';
import './list-page.css';

/**
 * What a shopper's own page shows while signed out: `您尚未登录，请先登录！` and the login dialog
 * (shopping §6 "Guest"); the page draws itself once the login key arrives.
 */
export function SignInRequired() {
  useEffect(() => openLoginDialog(0), []);
  return (
    <div className="page">
      <div className="route-error">
        <strong>{NOT_LOGGED_IN}</strong>
        <div className="route-error__actions">
          <button type="button" onClick={() => openLoginDialog(0)}>
            登录
          </button>
        </div>
      </div>
    </div>
  );
}
