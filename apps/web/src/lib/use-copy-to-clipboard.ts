import { COPY_FEEDBACK_MS } from '@squash/core/rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text and reports `copied` for the spec's 2000 ms of feedback ('Copied!'). Resolves false when the
 * browser refuses (no permission, insecure context), so the caller can ask the reader to copy by hand.
 */
export function useCopyToClipboard(feedbackMs = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), feedbackMs);
      return true;
    },
    [feedbackMs],
  );

  return { copied, copy };
}
