import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of the back office: its title (and actions beside it) above a white panel. */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" maw={1280}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{title}</Title>
        {actions}
      </Group>
      <Paper withBorder radius="md" p="lg">
        {children}
      </Paper>
    </Stack>
  );
}
