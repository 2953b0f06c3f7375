import { Alert, List } from '@mantine/core';

/** A spreadsheet the server refused for its rows: its message, and each bad row's report (`第 3 行：…`). */
export function SheetRefusal({ message, reports }: { message: string; reports: readonly string[] }) {
  return (
    <Alert color="red" title={message}>
      <List size="sm" aria-label="不正确的行">
        {reports.map((report) => (
          <List.Item key={report}>{report}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
