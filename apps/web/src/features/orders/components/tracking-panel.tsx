import { CopyButton } from '../../../components/copy-button';
import { useTracking, type ParcelTracking } from '../api/get-tracking';

/** The courier timeline of a shipped order, one block per parcel, newest event first as the server sends them (shopping §3 tracking). */
export function TrackingPanel({ loginKey, orderId }: { loginKey: string; orderId: number }) {
  const { data, isPending, isError } = useTracking(loginKey, orderId);
  const parcels = data ? (data.parcels.length > 0 ? data.parcels : [data]) : [];
  return (
    <div className="order-detail__panel" id="tracking">
      <h2>物流信息</h2>
      {isPending && <p className="order-detail__note">物流信息加载中…</p>}
      {isError && <p className="order-detail__note">暂无物流信息</p>}
      {parcels.map((parcel) => (
        <Parcel key={`${parcel.logistics_name}-${parcel.invoice_no}`} parcel={parcel} />
      ))}
    </div>
  );
}

function Parcel({ parcel }: { parcel: ParcelTracking }) {
  const events = parcel.invoice_msg.data;
  return (
    <div className="tracking">
      <p className="tracking__head">
        {parcel.logistics_name} <span>运单号：{parcel.invoice_no}</span> <CopyButton text={parcel.invoice_no} />
      </p>
      {events.length === 0 ? (
        <p className="order-detail__note">暂无物流信息</p>
      ) : (
        <ol className="tracking__events">
          {events.map((event) => (
            <li key={`${event.time}-${event.context}`}>
              <time>{event.time}</time>
              <span>{event.context}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
