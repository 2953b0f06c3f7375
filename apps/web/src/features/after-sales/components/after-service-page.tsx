import {
  AFTER_SALES_QUANTITY_INVALID,
  AFTER_SALES_REASON_LABELS,
  GOODS_STATUS_LABELS,
  REFUND_TYPE_LABELS,
  validateAfterSales,
  type AfterSalesReason,
  type RefundType,
} from '@garden/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ImageFileInput } from '../../../components/image-file-input';
import { OptionList } from '../../../components/option-list';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { showToast } from '../../../lib/toast';
import { useApplyAfterSales } from '../api/apply-after-sales';
import { useRefundCarriers } from '../api/get-refund-carriers';
import './after-sales.css';

/** An order line as the form needs it: what was bought and what after-sales already took back. */
export interface AfterSalesLine {
  rec_id: number;
  goods_name: string;
  goods_attr: string;
  goods_thumb: string;
  goods_number: number;
  refund_number: number;
}

// The seven reasons of shopping §9, in their order.
const REASONS = ([1, 2, 3, 4, 5, 6, 7] as const).map((value) => ({ value, text: AFTER_SALES_REASON_LABELS[value] }));

/**
 * The after-sales application (shopping §2 afterService, §5 "After-sales"): tick lines with a quantity from 1
 * to what is left of each, a reason, the goods status, a description, one image under 1 MB (a second choice
 * replaces the first) and, to return goods (type 2), the courier and its tracking number. The domain's
 * validateAfterSales speaks before anything is sent; the server computes the amount.
 */
export function AfterServicePage({
  loginKey,
  orderId,
  refundType,
  lines,
  onApplied,
}: {
  loginKey: string;
  orderId: number;
  refundType: RefundType;
  lines: AfterSalesLine[];
  onApplied: () => void;
}) {
  const apply = useApplyAfterSales(loginKey);
  const [picked, setPicked] = useState<Record<number, { checked: boolean; quantity: number }>>({});
  const [reason, setReason] = useState<AfterSalesReason | null>(null);
  const [goodsStatus, setGoodsStatus] = useState<0 | 1>(refundType === 2 ? 1 : 0);
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [shippingId, setShippingId] = useState(0);
  const [trackingNumber, setTrackingNumber] = useState('');

  const left = (line: AfterSalesLine) => line.goods_number - line.refund_number;
  const choiceOf = (line: AfterSalesLine) => picked[line.rec_id] ?? { checked: false, quantity: left(line) };
  const choose = (line: AfterSalesLine, patch: Partial<{ checked: boolean; quantity: number }>) =>
    setPicked((current) => ({ ...current, [line.rec_id]: { ...choiceOf(line), ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const items = lines.map((line) => ({ ...choiceOf(line), bought: left(line) }));
    const refusal = validateAfterSales({ refundType, items, reasonType: reason, trackingNumber });
    if (refusal) return showToast(refusal);
    if (reason === null) return;
    apply.mutate(
      {
        orderId,
        refundType,
        goods: lines.filter((line) => choiceOf(line).checked).map((line) => ({ rec_id: line.rec_id, number: choiceOf(line).quantity })),
        reasonType: reason,
        goodsStatus,
        shippingId: refundType === 2 ? shippingId : 0,
        trackingNumber: refundType === 2 ? trackingNumber : '',
        description,
        image,
      },
      { onSuccess: onApplied },
    );
  };

  return (
    <div className="page after-sales">
      <h1 className="list-title">申请售后 · {REFUND_TYPE_LABELS[refundType]}</h1>
      <form className="after-form" onSubmit={submit} noValidate>
        <fieldset className="after-form__goods">
          <legend>选择售后商品</legend>
          {lines.map((line) => {
            const choice = choiceOf(line);
            const max = left(line);
            return (
              <div key={line.rec_id} className="after-line">
                <input
                  type="checkbox"
                  className="after-line__check"
                  checked={choice.checked}
                  disabled={max < 1}
                  aria-label={`选择 ${line.goods_name}`}
                  onChange={(event) => choose(line, { checked: event.target.checked })}
                />
                <img src={line.goods_thumb} alt="" width={56} height={56} />
                <span className="after-line__name">
                  {line.goods_name}
                  {line.goods_attr && <small>{line.goods_attr}</small>}
                </span>
                {max < 1 ? (
                  <span className="after-line__done">已全部售后</span>
                ) : (
                  <span className="after-line__quantity">
                    <QuantityStepper
                      value={choice.quantity}
                      limits={{ step: 1, min: 1, stock: max }}
                      label={`${line.goods_name} 售后数量`}
                      refusal={AFTER_SALES_QUANTITY_INVALID}
                      onChange={(quantity) => choose(line, { quantity })}
                    />
                    <small>最多 {max} 件</small>
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
        <label className="after-form__field">
          <span>售后原因</span>
          <select
            value={reason ?? ''}
            aria-label="售后原因"
            onChange={(event) => setReason(REASONS.find(({ value }) => String(value) === event.target.value)?.value ?? null)}
          >
            <option value="">请选择售后原因</option>
            <OptionList options={REASONS} />
          </select>
        </label>
        <div className="after-form__field" role="radiogroup" aria-label="货物状态">
          <span>货物状态</span>
          <span className="after-form__choices">
            {([0, 1] as const).map((status) => (
              <label key={status} className="check-toggle">
                <input type="radio" name="goods_status" checked={goodsStatus === status} onChange={() => setGoodsStatus(status)} />
                {GOODS_STATUS_LABELS[status]}
              </label>
            ))}
          </span>
        </div>
        {refundType === 2 && (
          <ReturnFields
            loginKey={loginKey}
            shippingId={shippingId}
            trackingNumber={trackingNumber}
            onShippingId={setShippingId}
            onTrackingNumber={setTrackingNumber}
          />
        )}
        <label className="after-form__field">
          <span>问题描述</span>
          <textarea value={description} placeholder="请描述您遇到的问题" onChange={(event) => setDescription(event.target.value)} />
        </label>
        <div className="after-form__field">
          <span>上传凭证</span>
          <ImagePicker image={image} onChange={setImage} />
        </div>
        <button type="submit" className="after-form__submit" disabled={apply.isPending}>
          提交申请
        </button>
      </form>
    </div>
  );
}

/** The return's courier and tracking number (type 2 only, so the courier list loads only then). */
function ReturnFields({
  loginKey,
  shippingId,
  trackingNumber,
  onShippingId,
  onTrackingNumber,
}: {
  loginKey: string;
  shippingId: number;
  trackingNumber: string;
  onShippingId: (id: number) => void;
  onTrackingNumber: (value: string) => void;
}) {
  const carriers = useRefundCarriers(loginKey);
  useEffect(() => {
    if (shippingId === 0 && carriers[0]) onShippingId(carriers[0].shipping_id);
  }, [carriers, shippingId, onShippingId]);
  return (
    <>
      <label className="after-form__field">
        <span>快递公司</span>
        <select value={shippingId} onChange={(event) => onShippingId(Number(event.target.value))}>
          <OptionList options={carriers.map((carrier) => ({ value: carrier.shipping_id, text: carrier.shipping_name }))} />
        </select>
      </label>
      <label className="after-form__field">
        <span>快递单号</span>
        <input value={trackingNumber} inputMode="numeric" placeholder="请填写快递单号" onChange={(event) => onTrackingNumber(event.target.value)} />
      </label>
    </>
  );
}

/** One image under 1 MB; choosing another replaces it (shopping §5: at most 1 kept, the older one dropped). */
function ImagePicker({ image, onChange }: { image: File | null; onChange: (file: File | null) => void }) {
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <span className="after-image">
      {preview && (
        <span className="after-image__preview">
          <img src={preview} alt="售后凭证" width={72} height={72} />
          <button type="button" aria-label="删除图片" onClick={() => onChange(null)}>
            ×
          </button>
        </span>
      )}
      <ImageFileInput className="after-image__add" label="上传凭证图片" onChoose={([file]) => onChange(file ?? null)}>
        {image ? '更换图片' : '+ 添加图片'}
      </ImageFileInput>
    </span>
  );
}
