import { normalizeParcelNumber, PARCEL_RELOGIN_DELAY_MS, parcelNumberRefusal, pushParcelNumber, SESSION_LOST } from '@garden/domain';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNoticeThen } from '../../../hooks/use-notice-then';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { recordParcel } from '../api/parcel-calls';
import { parcelNumbersAtom, parcelSessionAtom, type ParcelSession } from '../api/parcel-session';
import './parcel.css';

/** The staff session lost (shopping §6): say so, then back to the parcel login after a second. */
function useSessionLost(toLogin: () => void) {
  const [lost, setLost] = useState(false);
  useNoticeThen(lost, SESSION_LOST, toLogin, PARCEL_RELOGIN_DELAY_MS);
  return () => setLost(true);
}

/**
 * /parcelBack?user= (shopping §2, §4 "Parcel", §5 "Parcel scan"): one input for a returned parcel's
 * courier number; Enter or the button records it. Blank input is ignored, the number is trimmed; on
 * success `录入成功` and the number joins the latest 10; on failure the input is cleared and focused again.
 */
export function ParcelEntryPage({ toLogin }: { toLogin: () => void }) {
  const [session, setSession] = useAtom(parcelSessionAtom);
  const loseSession = useSessionLost(toLogin);
  useEffect(() => {
    if (!session) loseSession();
  }, [session, loseSession]);
  if (!session) return <section className="parcel-page" aria-label="退货包裹录入" />;
  const endSession = () => {
    setSession(null);
    loseSession();
  };
  return <ParcelEntry session={session} onSessionLost={endSession} />;
}

function ParcelEntry({ session, onSessionLost }: { session: ParcelSession; onSessionLost: () => void }) {
  const [numbers, setNumbers] = useAtom(parcelNumbersAtom);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const record = useMutation({
    mutationFn: (number: string) => recordParcel(session, number),
    // The server's message is the toast (lib/report-error); the page makes the input ready again.
    onSettled: () => input.current?.focus(),
    onSuccess: ({ msg, data }) => {
      showToast(msg);
      setNumbers((list) => pushParcelNumber(list, data.logistics_no));
      setText('');
    },
    onError: (error) => {
      setText('');
      if (error instanceof ApiError && error.msg === SESSION_LOST) onSessionLost();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeParcelNumber(text);
    if (number === null || record.isPending) return;
    const refusal = parcelNumberRefusal(number);
    if (refusal) return showToast(refusal);
    record.mutate(number);
  };
  return (
    <section className="parcel-page" aria-label="退货包裹录入">
      <h1>退货包裹录入</h1>
      <p className="parcel-page__who">录入人员：{session.name || session.user_name}</p>
      <form className="parcel-entry" onSubmit={submit}>
        <input
          ref={input}
          aria-label="快递单号"
          placeholder="扫描或输入快递单号，回车录入"
          // biome-ignore lint/a11y/noAutofocus: the warehouse scans parcel after parcel into this one box
          autoFocus
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" disabled={record.isPending}>
          录入
        </button>
      </form>
      <div className="parcel-list">
        <h2>最近录入（{numbers.length}）</h2>
        {numbers.length === 0 ? (
          <p className="parcel-list__empty">还没有录入的单号</p>
        ) : (
          <ol aria-label="最近录入的单号">
            {numbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
