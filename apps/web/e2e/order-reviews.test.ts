import { COMMENT_TEXT_REQUIRED, FOLLOW_UP_TEXT_REQUIRED, TOO_MANY_IMAGES, maskNickname } from '@garden/domain';
import { describe, expect, it } from 'vitest';
import { expectToast, saveScreenshot } from './browser';
import { confirmReceipt, orderDetail, pictures, uploadedPictures, useOrderShopper } from './order-pages';
import { call, operatorPost, payByCard, placeOrder, readOrder, shipAsOperator } from './shop-api';

// Reviews of orders: a paid order shipped by the operator, received on its detail page, reviewed with
// stars, text and two pictures, followed up, then seen on the product page and in my reviews with the shop's reply.

const shopper = useOrderShopper();

describe('reviews of orders', () => {
  it('receives a shipped order, reviews it with two pictures, follows up, and finds both on the product page and in my reviews', async () => {
    const orderId = await placeOrder(shopper.key);
    await payByCard(shopper.key, orderId);
    expect((await shipAsOperator(orderId)).o_status).toBe(4);
    const page = await shopper.openPage();

    // Confirm receipt on the detail page; the complete order offers 评价.
    await page.goto(`/orderDetail?id=${orderId}&key=${shopper.key}`);
    const detail = orderDetail(page);
    await confirmReceipt(page);
    await detail.getByRole('button', { name: '评价', exact: true }).click();
    await page.waitForURL(/\/comment\?order_id=/);

    // The form: stars default to 5, the counter counts, the uploader refuses a 10th picture and hides at 9.
    const form = page.getByRole('region', { name: '评价', exact: true });
    await form.getByRole('heading', { name: '评价晒单' }).waitFor();
    expect(await form.getByRole('radio', { name: '5星' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: '提交评价' }).click();
    await expectToast(page, COMMENT_TEXT_REQUIRED);
    const text = form.getByRole('textbox');
    await text.fill('长'.repeat(310));
    await form.getByText('300/300').waitFor();
    await text.fill('开得很好🌹，包装仔细，第二天就到了');
    await form.getByText('17/300').waitFor();
    // The radios sit off-screen; a shopper clicks the 4th star, their label.
    const fourStars = form.getByRole('radio', { name: '4星' });
    await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    expect(await fourStars.isChecked()).toBe(true);
    const input = form.getByTestId('review-image-input');
    await input.setInputFiles(pictures(2));
    await expect.poll(() => uploadedPictures(page).count()).toBe(2);
    await input.setInputFiles(pictures(8));
    await expectToast(page, TOO_MANY_IMAGES);
    await input.setInputFiles(pictures(7));
    await expect.poll(() => uploadedPictures(page).count()).toBe(9);
    expect(await form.getByTestId('review-image-input').count()).toBe(0);
    await saveScreenshot(page, 'order-reviews-1-form-nine-pictures');
    for (let picture = 9; picture > 2; picture -= 1) await form.getByRole('button', { name: `删除图片 ${picture}` }).click();
    await expect.poll(() => uploadedPictures(page).count()).toBe(2);
    await saveScreenshot(page, 'order-reviews-2-form');

    // Sent: the success page shows what was written.
    await form.getByRole('button', { name: '提交评价' }).click();
    await expectToast(page, '评价成功');
    await page.waitForURL(/\/commentSuccess\?order_id=/);
    const success = page.getByRole('region', { name: '评价成功', exact: true });
    await success.getByTestId('reviewed-goods').getByText('开得很好🌹，包装仔细，第二天就到了').waitFor();
    expect(await success.getByTestId('reviewed-goods').getByLabel('4星').count()).toBe(1);
    await saveScreenshot(page, 'order-reviews-3-success');

    // My reviews: the order waits for its follow-up under 1000; the review is published under 999.
    await page.goto('/myComment');
    const mine = page.getByRole('region', { name: '我的评价', exact: true });
    const {
      order_sn: orderSn,
      goods_list: [line],
    } = await call<{ order_sn: string; goods_list: { goods_id: number }[] }>(`/v1/order/detail?order_id=${orderId}&key=${shopper.key}`);
    const waiting = mine.getByRole('article', { name: `订单 ${orderSn}` });
    await waiting.getByText('待追评').waitFor();
    await saveScreenshot(page, 'order-reviews-4-pending');
    await mine.getByRole('button', { name: /^已评价/ }).click();
    const published = mine.getByTestId('my-review').filter({ hasText: '开得很好🌹' });
    const { info } = await call<{ info: { nick: string; user_name: string } }>(`/v1/user/info?key=${shopper.key}`);
    await published.getByText(maskNickname(info.nick)).waitFor();
    expect(await published.getByRole('button', { name: /^查看图片/ }).count()).toBe(2);
    await saveScreenshot(page, 'order-reviews-5-published');

    // The follow-up: no stars, the first review above the text, 请输入文字 when empty.
    await published.getByRole('link', { name: '追评' }).click();
    await page.waitForURL(/\/comment\?order_id=/);
    await form.getByRole('heading', { name: '追加评价' }).waitFor();
    expect(await form.getByRole('radio').count()).toBe(0);
    await form.getByText('开得很好🌹，包装仔细，第二天就到了').waitFor();
    await form.getByRole('button', { name: '提交追评' }).click();
    await expectToast(page, FOLLOW_UP_TEXT_REQUIRED);
    await form.getByRole('textbox').fill('一个月后又开了一茬，很满意');
    await form.getByTestId('review-image-input').setInputFiles(pictures(1));
    await expect.poll(() => uploadedPictures(page).count()).toBe(1);
    await saveScreenshot(page, 'order-reviews-6-follow-up');
    await form.getByRole('button', { name: '提交追评' }).click();
    await expectToast(page, '追评成功');
    await page.waitForURL(/\/commentSuccess\?order_id=/);
    await success.getByText('一个月后又开了一茬，很满意').waitFor();
    expect((await readOrder(shopper.key, orderId)).o_status).toBe(7);

    // The shop answers; my published review shows the reply and no more 追评, and the product page shows it all.
    const { list } = await call<{ list: { g_comment_id: number; order_id: number | null }[] }>(`/v2/order/my_comments?status=999&key=${shopper.key}`);
    const reviewId = list.find((review) => review.order_id === orderId)?.g_comment_id as number;
    await operatorPost('/v1/operator/reviews/reply', { g_comment_id: reviewId, content: '感谢您的评价，欢迎再来' });
    await page.goto('/myComment?status=999');
    await published.getByText('感谢您的评价，欢迎再来').waitFor();
    expect(await published.getByRole('link', { name: '追评' }).count()).toBe(0);
    await saveScreenshot(page, 'order-reviews-7-published-with-reply');
    await page.goto(`/goodDetail?gshp_id=${line?.goods_id}&tab=1`);
    const onProductPage = page.getByTestId('review').filter({ hasText: '开得很好🌹' });
    await onProductPage.getByText('一个月后又开了一茬，很满意').waitFor();
    await onProductPage.getByText('官方回复').waitFor();
    await saveScreenshot(page, 'order-reviews-8-product-page');
    await page.context().close();
  });
});
