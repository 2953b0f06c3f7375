import type { AfterSalesQueueItem } from '@garden/contract';
import { REFUSE_REASON_MAX, refuseReasonRefusal } from '@garden/domain';
import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FormDialog } from '../../../components/form-dialog';
import { useCheckedText } from '../../../lib/use-checked-text';
import { useDecideRefund } from '../api/after-sales';

/**
 * Approving a request: the amount the domain quoted when the shopper applied (what approving refunds, back where
 * it was paid) and the units, shown before 确认退款 is pressed.
 */
export function ApproveDialog({ request, onClose }: { request: AfterSalesQueueItem; onClose: () => void }) {
  const decide = useDecideRefund();
  return (
    <Modal opened onClose={onClose} title={`同意售后申请 ${request.refund_sn}`} centered>
      <Stack>
        <Text>
          将退款 <strong data-testid="approve-amount">¥{request.amount}</strong>，原路退回（会员卡、余额或支付渠道）。
        </Text>
        <List size="sm">
          {request.lines.map((line) => (
            <List.Item key={line.rec_id}>
              {line.goods_name}
              {line.goods_attr && ` ${line.goods_attr}`} × {line.number}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          订单中其余商品照常发货、收货；全部退完才是售后完成。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            color="red"
            loading={decide.isPending}
            onClick={() => decide.mutate({ refund_id: request.refund_id, approve: 1 }, { onSuccess: onClose })}
          >
            确认退款 ¥{request.amount}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Refusing a request with the reason the shopper reads on their order (checked by the domain's rule first). */
export function RefuseDialog({ request, onClose }: { request: AfterSalesQueueItem; onClose: () => void }) {
  const decide = useDecideRefund();
  const reason = useCheckedText(refuseReasonRefusal);
  return (
    <FormDialog
      title={`拒绝售后申请 ${request.refund_sn}`}
      busy={decide.isPending}
      submitLabel="确认拒绝"
      onClose={onClose}
      onSubmit={() =>
        reason.check() && decide.mutate({ refund_id: request.refund_id, approve: 0, reason: reason.text.trim() }, { onSuccess: onClose })
      }
    >
      <Textarea
        label="拒绝原因（会员可见）"
        description={`最多 ${REFUSE_REASON_MAX} 字`}
        autosize
        minRows={3}
        value={reason.text}
        error={reason.error}
        onChange={(event) => reason.setText(event.currentTarget.value)}
        data-autofocus
      />
      <Text size="sm" c="dimmed">
        拒绝后订单回到申请前的状态，不退款。
      </Text>
    </FormDialog>
  );
}
