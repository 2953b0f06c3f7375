import { Menu } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { HrefLink } from '../../../components/href-link';
import { logout } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';
import { loginInfoAtom, loginKeyAtom } from '../../../lib/storage';

// The account pages of shopping §2; until they are built their paths redirect to /index.
const ACCOUNT_LINKS = [
  { label: '用户中心', href: '/userCenter' },
  { label: '我的订单', href: '/userOrder' },
  { label: '购物车', href: '/shopCart' },
  { label: '我的收藏', href: '/myCollect' },
  { label: '植物目录', href: '/bkHome' },
  { label: '报价清单', href: '/bkList' },
] as const;

/** Login and register links when signed out; the user menu with logout when signed in. */
export function UserMenu() {
  const key = useAtomValue(loginKeyAtom);
  const info = useAtomValue(loginInfoAtom);
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: ['user'] }),
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
    <Menu trigger="hover" position="bottom-end" withinPortal>
      <Menu.Target>
        <button type="button" className="top-bar__link top-bar__link--strong" data-testid="user-menu">
          {info?.nick || info?.user_name || '我的账户'} ▾
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.href} component={HrefLink} href={link.href}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => signOut.mutate()}>退出登录</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
