import type { OperatorReview } from '@garden/contract';
import { COMMENT_TOO_LONG, countCharacters, REVIEW_TEXT_MAX, validateReviewText } from '@garden/domain';
import { Anchor, Badge, Button, Group, Image, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SwitchButton } from '../../../components/switch-button';
import { chinaTimeText } from '../../../lib/china-time';
import { useReplyToReview, useSetReviewShown } from '../api/reviews';

/** The shopper's goods page of a review, where its official replies show (the storefront beside the back office). */
const goodsPageOf = (gshpId: number) => `/goodDetail?gshp_id=${gshpId}`;

/** A review as a card: goods, author, stars, text and pictures, the official replies; 官方回复 and 隐藏 or 显示. */
function ReviewCard({ review, onReply }: { review: OperatorReview; onReply: (review: OperatorReview) => void }) {
  const show = useSetReviewShown();
  return (
    <Paper withBorder p="md" radius="md" data-review-id={review.g_comment_id} aria-label={`评价 ${review.g_comment_id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Image src={review.thumbnail} w={40} h={40} radius="sm" alt="" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
            <Stack gap={0} miw={0}>
              <Anchor href={goodsPageOf(review.gshp_id)} target="_blank" size="sm" fw={600} lineClamp={1}>
                {review.goods_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {review.nick || '—'} · {review.mobile || `用户 ${review.user_id}`} · {chinaTimeText(review.add_time)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Rating value={review.comment_rank} readOnly size="sm" />
            {review.is_show === 0 && (
              <Badge color="gray" variant="light">
                已隐藏
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {review.content}
        </Text>
        {review.follow_content !== null && (
          <Text size="sm" c="dimmed">
            追评：{review.follow_content}
          </Text>
        )}
        {review.imgs.length > 0 && (
          <Group gap={6}>
            {review.imgs.map((src) => (
              <Image key={src} src={src} w={56} h={56} radius="sm" alt="评价图片" />
            ))}
          </Group>
        )}
        {review.official_replies.map((reply) => (
          <Paper key={reply.comment_id} bg="green.0" p="xs" radius="sm">
            <Text size="sm">
              <Text span fw={600} c="green.9">
                {reply.nick}：
              </Text>
              {reply.content}
            </Text>
          </Paper>
        ))}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            点赞 {review.zan} · 评论 {review.comments_count}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => onReply(review)}>
              官方回复
            </Button>
            <SwitchButton
              on={review.is_show === 1}
              offLabel="隐藏"
              onLabel="显示"
              loading={show.isPending}
              onClick={() => show.mutate({ g_comment_id: review.g_comment_id, is_show: review.is_show ? 0 : 1 })}
            />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The shop's reply under a review, checked by the storefront's comment rule (text required, at most 300 characters). */
function ReplyDialog({ review, onClose }: { review: OperatorReview; onClose: () => void }) {
  const reply = useReplyToReview();
  const form = useForm({
    initialValues: { content: '' },
    validate: {
      content: (value) => validateReviewText(value.trim(), 'comment') ?? (countCharacters(value.trim()) > REVIEW_TEXT_MAX ? COMMENT_TOO_LONG : null),
    },
  });
  const submit = form.onSubmit(({ content }) => reply.mutate({ g_comment_id: review.g_comment_id, content: content.trim() }, { onSuccess: onClose }));
  return (
    <FormDialog title={`官方回复：${review.goods_name}`} busy={reply.isPending} onSubmit={submit} onClose={onClose}>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {review.nick}：{review.content}
      </Text>
      <Textarea
        label="回复内容"
        description={`显示在商品页该评价下，标为“官方回复”；最多 ${REVIEW_TEXT_MAX} 字`}
        autosize
        minRows={3}
        data-autofocus
        {...form.getInputProps('content')}
      />
    </FormDialog>
  );
}

/** The page of reviews, each a card, and the reply dialog of the one being answered. */
export function ReviewList({ reviews }: { reviews: readonly OperatorReview[] }) {
  const [replying, setReplying] = useState<OperatorReview | null>(null);
  return (
    <Stack gap="sm" aria-label="评价列表">
      {reviews.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          没有符合条件的评价
        </Text>
      )}
      {reviews.map((review) => (
        <ReviewCard key={review.g_comment_id} review={review} onReply={setReplying} />
      ))}
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
    </Stack>
  );
}
