import { useEffect, useState } from 'react';

/** Spec §9 screen bands: ≥1200 → 3, ≥992 → 2, ≥768 → 1, else 0. */
export const screenBand = (width: number) => (width >= 1200 ? 3 : width >= 992 ? 2 : width >= 768 ? 1 : 0);

export function useScreenBand() {
  const [band, setBand] = useState(() => screenBand(window.innerWidth));
  useEffect(() => {
    const update = () => setBand(screenBand(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return band;
}
