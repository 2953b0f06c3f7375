import type { ImgHTMLAttributes } from 'react';

/**
 * An image that loads only near the viewport and reserves its box from width and height, so the
 * page never shifts when it arrives (CLS target in README "Performance"). Pass `eager` for the first screen's
 * largest image (the LCP candidate).
 */
export function LazyImage({
  eager = false,
  width,
  height,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number; alt: string; eager?: boolean }) {
  return (
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
