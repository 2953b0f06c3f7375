import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of an editing grid: its heading and, for a narrow one, its width in pixels. */
export interface Column {
  label: string;
  width?: number;
}

/**
 * An editing grid of the back office (the SKU matrix, the category tree, the header's category order): Mantine's own
 * `Table`, whose rows are the caller's, with inputs and moves in their cells; the lists are mantine-datatable's (see
 * list-table.tsx). Named for assistive technology (and the journeys) by `label`, its heading row from
 * `columns`, its rows the children; narrower than `minWidth` (a tablet), it scrolls sideways inside its panel.
 */
export function GridTable({
  label,
  columns,
  minWidth,
  children,
}: {
  label: string;
  columns: readonly Column[];
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label: heading, width }) => (
              <Table.Th key={heading} w={width}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
