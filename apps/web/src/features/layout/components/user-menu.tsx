import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Dropdown } from '../../../components/dropdown';
import { HrefLink } from '../../../components/href-link';
import { logout, useUserInfo } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';
import { loginInfoAtom, loginKeyAtom } from '../../../lib/storage';
import { queryKeys } from '../../../lib/query-keys';
import { TRADER_MENU, USER_MENU } from '../../../lib/site-links';

/** Login and register links when signed out; the user menu with logout when signed in. */
export function UserMenu() {
  const key = useAtomValue(loginKeyAtom);
  const info = useAtomValue(loginInfoAtom);
  const queryClient = useQueryClient();
  // The quotation list is for traders only (shopping §2 "Catalogue", §6).
  const trader = useUserInfo().data?.info.is_trader === 1;
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: queryKeys.user.all }),
  });

  if (!key) {
    return (
      <>
        <button type="button" className="top-bar__link top-bar__link--strong" onClick={() => openLoginDialog(0)}>
          登录
        </button>
        <button type="button" className="top-bar__link" onClick={() => openLoginDialog(2)}>
          免费注册
        </button>
      </>
    );
  }
  return (
    <>
      {/* The shopper's name area leads to their orders. */}
      <Link to="/userOrder" className="top-bar__link">
        我的订单
      </Link>
      <Dropdown label={`${info?.nick || info?.user_name || '我的账户'} ▾`} className="top-bar__dropdown top-bar__dropdown--strong" testId="user-menu">
        <nav className="menu-list" aria-label="我的账户">
          {[...USER_MENU, ...(trader ? TRADER_MENU : [])].map((link) => (
            <HrefLink key={link.href} href={link.href} className="menu-list__item">
              {link.label}
            </HrefLink>
          ))}
          <hr />
          <button type="button" className="menu-list__item" onClick={() => signOut.mutate()}>
            退出登录
          </button>
        </nav>
      </Dropdown>
    </>
  );
}
