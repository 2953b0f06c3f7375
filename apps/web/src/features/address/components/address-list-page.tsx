import { CONFIRM_DELETE_ADDRESS } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses, type Address } from '../api/get-addresses';
import { toAddressInput, useSaveAddress } from '../api/save-address';
import './address.css';

/**
 * The address book (shopping §2 addressList): set default, edit, delete after `确定删除该地址?`.
 * With `onPick` it is the picker the order page opens (`hasorder`): a click chooses the address.
 * Ten addresses a page (shopping §9), with the pager, so every address can be seen, edited and chosen.
 */
export function AddressListPage({
  loginKey,
  page,
  onPage,
  onPick,
}: {
  loginKey: string;
  page: number;
  onPage: (page: number) => void;
  onPick?: (address: Address) => void;
}) {
  const { list, total, limit } = useAddresses(loginKey, page);
  const save = useSaveAddress(loginKey);
  const remove = useDeleteAddress(loginKey);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const setDefault = (address: Address) => save.mutate({ ...toAddressInput(address), is_default: 1 });

  return (
    <div className="address-page">
      <header className="address-page__head">
        <h1 className="list-title">{onPick ? '点击选择要更换的地址' : '收货地址'}</h1>
        <Link to="/editAddress" className="address-page__add">
          + 新增收货地址
        </Link>
      </header>
      {list.length === 0 ? (
        <p className="goods-grid__empty">
          <strong>还没有收货地址</strong>
        </p>
      ) : (
        <ul className="address-list">
          {list.map((address) => (
            <li key={address.address_id} className={address.is_default === 1 ? 'address-card address-card--default' : 'address-card'}>
              <button
                type="button"
                className="address-card__body"
                disabled={!onPick}
                onClick={() => onPick?.(address)}
                aria-label={onPick ? `选择 ${address.consignee} ${address.address}` : undefined}
              >
                <span className="address-card__who">
                  <strong>{address.consignee}</strong> {address.tel}
                  {address.is_default === 1 && <em className="address-card__badge">默认</em>}
                </span>
                <span className="address-card__line">
                  {address.province_name} {address.city_name} {address.district_name} {address.address}
                </span>
              </button>
              <div className="address-card__actions">
                {address.is_default !== 1 && (
                  <button type="button" className="address-card__action" disabled={save.isPending} onClick={() => setDefault(address)}>
                    设为默认
                  </button>
                )}
                <Link to="/editAddress" search={{ id: address.address_id }} className="address-card__action">
                  编辑
                </Link>
                <button type="button" className="address-card__action" onClick={() => setDeleting(address)}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={Math.ceil(total / limit)} onChange={onPage} />
      <ConfirmDialog
        opened={deleting !== null}
        text={CONFIRM_DELETE_ADDRESS}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.address_id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
