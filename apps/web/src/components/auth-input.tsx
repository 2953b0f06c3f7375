import type { ComponentProps } from 'react';

type AuthInputProps = Omit<ComponentProps<'input'>, 'className' | 'onChange' | 'aria-label'> & {
  /** The field's accessible name (the forms show placeholders, not labels). */
  label: string;
  onValue: (value: string) => void;
};

/** A text field of the sign-in forms (login dialog, captcha, parcel sign-in), styled by auth-form.css. */
export function AuthInput({ label, onValue, ...input }: AuthInputProps) {
  return <input className="auth-form__input" aria-label={label} onChange={(event) => onValue(event.target.value)} {...input} />;
}
