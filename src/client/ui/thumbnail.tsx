import type { CSSProperties } from 'react'
import './thumbnail.css'

/** A list line's picture (decorative: the line's name says what it is), or an empty frame. */
export function Thumbnail({
  src,
  size,
  emptyClassName,
}: {
  src: string | null | undefined
  size: number
  emptyClassName: string
}) {
  const style = { '--thumbnail-size': `${size}px` } as CSSProperties
  return src ? (
    <img
      className="thumbnail"
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span className={`thumbnail ${emptyClassName}`} style={style} />
  )
}
