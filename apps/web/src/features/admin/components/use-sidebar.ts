import { useCallback, useEffect, useState } from 'react';

/** Spec 001 §2/§9: the open state outlives the visit for 7 days; below 768 px the sidebar is a sheet. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

function readOpenCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

function useIsMobile() {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isMobile;
}

/** Desktop open state (kept in the cookie) and the mobile sheet's, toggled by ctrl/cmd+b. */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readOpenCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox or Safari < 18.4; this is one plain cookie.
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
