import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { ModalDialog } from '../../../ui/modal-dialog'

/** How long the pictures take to slide, ms; none when reduced motion is asked for. */
export const GALLERY_SLIDE_MS = 400

interface ProductGalleryProps {
  images: readonly { imageURL400: string }[]
  name: string
}

/** Set through the DOM (see below). */
function setSlideSpeed(gallery: HTMLDivElement | null) {
  gallery?.style.setProperty('--gallery-slide-ms', `${GALLERY_SLIDE_MS}ms`)
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useLingui()
  const [current, setCurrent] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const count = images.length
  const show = (index: number) => setCurrent((index + count) % count)
  const altOf = (index: number) => (count > 1 ? t`${name}, picture ${index + 1} of ${count}` : name)

  // Styles are set through the DOM, not as `style` attributes in the HTML: the page's CSP
  // (style-src 'self') refuses those in a page drawn on the server.
  const trackRef = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    if (trackRef.current) trackRef.current.style.transform = `translateX(-${current * 100}%)`
  }, [current])

  if (count === 0) {
    return (
      <div className="product-gallery product-gallery--empty">
        <p>
          <Trans>No picture of this product yet.</Trans>
        </p>
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    show(current + (event.key === 'ArrowRight' ? 1 : -1))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the gallery's buttons bubble here
    <div className="product-gallery" ref={setSlideSpeed} onKeyDown={onKeyDown}>
      <div className="product-gallery__viewport">
        <ul className="product-gallery__track" ref={trackRef}>
          {images.map((image, index) => (
            <li key={image.imageURL400} aria-hidden={index !== current} inert={index !== current}>
              <img
                src={image.imageURL400}
                alt={altOf(index)}
                width={400}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ul>
        {count > 1 && <Arrows onMove={(by) => show(current + by)} />}
      </div>
      {/* Under the picture, not over it: there it hid the picture’s bottom edge and caption. */}
      <button
        type="button"
        className="product-gallery__zoom"
        aria-haspopup="dialog"
        onClick={() => setZoomed(true)}
      >
        <span aria-hidden="true">⤢</span> <Trans>Enlarge picture</Trans>
      </button>
      {count > 1 && <Thumbnails images={images} current={current} onChoose={show} altOf={altOf} />}
      {zoomed && (
        <ModalDialog title={name} className="product-zoom" onClose={() => setZoomed(false)}>
          <div className="product-zoom__body">
            <img src={images[current]?.imageURL400} alt={altOf(current)} />
            {count > 1 && <Arrows onMove={(by) => show(current + by)} />}
          </div>
        </ModalDialog>
      )}
    </div>
  )
}

function Arrows({ onMove }: { onMove: (by: 1 | -1) => void }) {
  const { t } = useLingui()
  return (
    <>
      <button
        type="button"
        className="product-gallery__arrow product-gallery__arrow--prev"
        aria-label={t`Previous picture`}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="product-gallery__arrow product-gallery__arrow--next"
        aria-label={t`Next picture`}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  )
}

interface ThumbnailsProps {
  images: readonly { imageURL400: string }[]
  current: number
  onChoose: (index: number) => void
  altOf: (index: number) => string
}

function Thumbnails({ images, current, onChoose, altOf }: ThumbnailsProps) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const row = list.current
    const active = row?.children[current]
    if (!row || !(active instanceof HTMLElement)) return
    const start = active.offsetLeft
    const end = start + active.offsetWidth
    if (start < row.scrollLeft) row.scrollLeft = start
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth
  }, [current])
  return (
    <ul ref={list} className="product-gallery__thumbs" aria-label={t`Pictures`}>
      {images.map((image, index) => (
        <li key={image.imageURL400}>
          <button
            type="button"
            className="product-gallery__thumb"
            aria-current={index === current ? 'true' : undefined}
            aria-label={t`Show ${altOf(index)}`}
            onClick={() => onChoose(index)}
          >
            <img src={image.imageURL400} alt="" width={80} height={80} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  )
}
