import { Badge, Tabs } from '@mantine/core';

/** A tab of a list with how many rows it holds. */
export interface CountTab<T extends string> {
  value: T;
  name: string;
  count: number;
}

/** The tabs of a list (order tabs, after-sales states) with their counts; choosing one calls `onChange`. */
export function CountTabs<T extends string>({ tabs, value, onChange }: { tabs: readonly CountTab<T>[]; value: T; onChange: (value: T) => void }) {
  return (
    <Tabs value={value} onChange={(chosen) => chosen && onChange(chosen as T)}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                {tab.count}
              </Badge>
            }
          >
            {tab.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
