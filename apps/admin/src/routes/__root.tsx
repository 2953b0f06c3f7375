import { Center, Stack, Text, Title } from '@mantine/core';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={2}>页面不存在</Title>
        <Text c="dimmed">
          <Link to="/">返回后台首页</Link>
        </Text>
      </Stack>
    </Center>
  );
}
