/** The refusal under a form (the domain's or the server's message), read out when it appears. */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="account-error" role="alert">
      {text}
    </p>
  );
}
