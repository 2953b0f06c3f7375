import { useState } from 'react';

/**
 * A text field checked by a domain rule before it is sent (a refusal reason, a note): the text, its refusal shown
 * at the field until it is typed again, and `check()`, true when the rule lets it through.
 */
export function useCheckedText(rule: (text: string) => string | null) {
  const [text, keepText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Typing again takes the refusal away until the next check.
  const setText = (next: string) => {
    keepText(next);
    setError(null);
  };
  const check = () => {
    const refusal = rule(text);
    setError(refusal);
    return refusal === null;
  };
  return { text, setText, error, check };
}
