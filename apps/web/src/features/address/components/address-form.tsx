import { validateAddress } from '@garden/domain';
import { useState, type FormEvent } from 'react';
import { useRegions, type Region } from '../../../lib/regions';
import { showToast } from '../../../lib/toast';
import type { Address } from '../api/get-addresses';
import { toAddressInput, useSaveAddress, type AddressInput } from '../api/save-address';
import './address.css';

const EMPTY: AddressInput = { consignee: '', tel: '', province: null, city: null, district: null, address: '', is_default: 0 };

/**
 * Add or edit an address (shopping §2 editAddress): province, city and district selects on
 * POST /v1/address/regions, every message from the domain's address validator (shopping §5).
 */
export function AddressForm({ loginKey, editing, onSaved }: { loginKey: string; editing?: Address; onSaved: () => void }) {
  const [form, setForm] = useState<AddressInput>(editing ? toAddressInput(editing) : EMPTY);
  const save = useSaveAddress(loginKey);
  const provinces = useRegions(1, 0, true);
  const cities = useRegions(2, Number(form.province ?? 0), Boolean(form.province));
  const districts = useRegions(3, Number(form.city ?? 0), Boolean(form.city));
  const set = (patch: Partial<AddressInput>) => setForm((previous) => ({ ...previous, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateAddress(form);
    if (message) return showToast(message);
    save.mutate(form, { onSuccess: onSaved });
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate>
      <label className="address-form__field">
        <span>收货人</span>
        <input name="consignee" value={form.consignee} maxLength={30} onChange={(event) => set({ consignee: event.target.value })} />
      </label>
      <label className="address-form__field">
        <span>手机号码</span>
        <input name="tel" inputMode="numeric" value={form.tel} maxLength={11} onChange={(event) => set({ tel: event.target.value })} />
      </label>
      <div className="address-form__field">
        <span>所在地区</span>
        <div className="address-form__regions">
          <RegionSelect
            label="省份"
            regions={provinces.data}
            value={form.province}
            onChange={(province) => set({ province, city: null, district: null })}
          />
          <RegionSelect label="城市" regions={cities.data} value={form.city} onChange={(city) => set({ city, district: null })} />
          <RegionSelect label="区县" regions={districts.data} value={form.district} onChange={(district) => set({ district })} />
        </div>
      </div>
      <label className="address-form__field">
        <span>详细地址</span>
        <textarea name="address" value={form.address} maxLength={120} onChange={(event) => set({ address: event.target.value })} />
      </label>
      <label className="address-form__field">
        <span />
        <span className="check-toggle">
          <input type="checkbox" checked={form.is_default === 1} onChange={(event) => set({ is_default: event.target.checked ? 1 : 0 })} />
          设为默认地址
        </span>
      </label>
      <button type="submit" className="address-form__submit" disabled={save.isPending}>
        保存
      </button>
    </form>
  );
}

function RegionSelect({
  label,
  regions,
  value,
  onChange,
}: {
  label: string;
  regions: Region[] | undefined;
  value: AddressInput['province'];
  onChange: (regionId: number | null) => void;
}) {
  return (
    <select aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
      <option value="">请选择{label}</option>
      {(regions ?? []).map((region) => (
        <option key={region.region_id} value={region.region_id}>
          {region.region_name}
        </option>
      ))}
    </select>
  );
}
