import { OPERATOR_FORBIDDEN } from '@garden/domain';
import { Alert } from '@mantine/core';

/** What a page says to a role that may not use it (the server refuses its calls with the same words). */
export function Forbidden() {
  return (
    <Alert color="red" variant="light" title={OPERATOR_FORBIDDEN}>
      当前角色不能使用此页面，如需使用请联系店长调整角色。
    </Alert>
  );
}
