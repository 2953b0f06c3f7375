import { Badge, Group, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { useMe } from '../../features/session/api/get-me';
import { PERMISSION_LABELS } from '../../lib/operator-labels';

export const Route = createFileRoute('/_shell/')({ component: HomePage });

function HomePage() {
  const me = useMe();
  return (
    <PageFrame title="首页">
      <Stack gap="md">
        <Text size="lg">
          {me.display_name}，欢迎回来。您的角色是「{me.role}」，可以使用：
        </Text>
        <Group gap="xs">
          {me.permissions.map((permission) => (
            <Badge key={permission} variant="light" size="lg" radius="sm">
              {PERMISSION_LABELS[permission]}
            </Badge>
          ))}
        </Group>
        <Text c="dimmed" size="sm">
          您的每一次修改都会记入操作记录，写明操作员、时间、对象与修改前后的内容。
        </Text>
      </Stack>
    </PageFrame>
  );
}
