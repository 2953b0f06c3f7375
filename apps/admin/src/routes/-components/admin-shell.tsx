import type { OperatorPermission } from '@garden/domain';
import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useMe } from '../../features/session/api/get-me';
import { useSignOut } from '../../features/session/api/sign-out';

interface NavItem {
  to:
    | '/'
    | '/orders'
    | '/goods'
    | '/categories'
    | '/home'
    | '/activities'
    | '/coupons'
    | '/shoppers'
    | '/reviews'
    | '/parcel-staff'
    | '/operators'
    | '/audit'
    | '/password'
    // The after-sales queue and money (issue 32).
    | '/after-sales'
    | '/withdrawals'
    | '/reconcile'
    // The suggestion box, the traders' quotation lists and the hardiness import (issue 32 "Reviews, messages, data").
    | '/feedback'
    | '/quotes'
    | '/hardiness';
  label: string;
  /** Shown only to a role holding it; the server refuses the page's calls to any other anyway. */
  needs?: OperatorPermission;
}

const NAV: readonly NavItem[] = [
  { to: '/', label: '首页' },
  { to: '/orders', label: '订单', needs: 'orders-read' },
  // The after-sales queue and money (issue 32 "After-sales", "Money").
  { to: '/after-sales', label: '售后', needs: 'refund-approval' },
  { to: '/withdrawals', label: '提现', needs: 'withdrawals' },
  { to: '/reconcile', label: '对账', needs: 'audits' },
  { to: '/goods', label: '商品', needs: 'catalogue' },
  { to: '/categories', label: '分类与品牌', needs: 'catalogue' },
  { to: '/hardiness', label: '耐寒区导入', needs: 'catalogue' },
  { to: '/home', label: '首页内容', needs: 'content' },
  { to: '/activities', label: '活动页', needs: 'content' },
  { to: '/coupons', label: '优惠券', needs: 'coupons' },
  // People and reviews (issue 32 "People", "Reviews").
  { to: '/shoppers', label: '顾客', needs: 'shoppers' },
  { to: '/reviews', label: '评价', needs: 'reviews' },
  // The catalogue's suggestion box and the traders' sent quotation lists (issue 32 "Reviews, messages, data").
  { to: '/feedback', label: '建议反馈', needs: 'catalogue' },
  { to: '/quotes', label: '报价清单', needs: 'orders-read' },
  { to: '/parcel-staff', label: '退件人员', needs: 'parcel-staff' },
  { to: '/operators', label: '操作员', needs: 'operators' },
  { to: '/audit', label: '操作记录', needs: 'audits' },
  { to: '/password', label: '修改密码' },
];

/** The signed-in frame: a header, the side navigation with the operator's name, role and 退出登录, and the page. */
export function AdminShell() {
  const me = useMe();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = NAV.filter((item) => !item.needs || me.permissions.includes(item.needs));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="菜单" />
            <Title order={4} c="green.9">
              花园商城后台
            </Title>
          </Group>
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {me.display_name} · {me.role}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="后台导航">
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={item.to === '/' ? pathname === '/admin/' || pathname === '/admin' : pathname.startsWith(`/admin${item.to}`)}
              onClick={close}
              variant="light"
            />
          ))}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack gap="xs" px="xs">
            <Group gap="xs" wrap="nowrap" data-testid="signed-in-operator">
              <Text fw={600} truncate>
                {me.display_name}
              </Text>
              <Badge variant="light" size="sm">
                {me.role}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {me.login}
            </Text>
            <Button variant="default" size="xs" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              退出登录
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
