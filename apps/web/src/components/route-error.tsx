import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../lib/api-error';
import './list-page.css';

/**
 * What a page shows when its data cannot load: the server's message (already toasted once by the
 * reporter) and the way back to the home page, instead of a blank screen.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="page">
      <div className="route-error">
        <strong>{error instanceof ApiError ? error.msg : '页面加载失败'}</strong>
        <div className="route-error__actions">
          <button type="button" onClick={reset}>
            重试
          </button>
          <Link to="/index">返回首页</Link>
        </div>
      </div>
    </div>
  );
}
