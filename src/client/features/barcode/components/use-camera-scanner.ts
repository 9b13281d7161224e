import { type RefObject, useEffect, useRef, useState } from 'react'
import { BarcodeReaderUnavailable, readBarcode } from '../decode-barcode'

/** How often a video frame is read while the camera is on, ms. */
const FRAME_EVERY_MS = 250

/** `denied` by the user or a policy; `busy`: another app holds the camera or it would not start. */
export type CameraState = 'starting' | 'on' | 'denied' | 'none' | 'busy'

function cameraFailure(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none'
  return 'busy'
}

/** The same code is not handed again (a part not found stays in view); another one is. */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => Promise<void>,
  onNoReader: () => void,
): CameraState {
  const [camera, setCamera] = useState<CameraState>('starting')
  const handlers = useRef({ onCode, onNoReader })
  handlers.current = { onCode, onNoReader }

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    let reading = false
    let lastCode: string | null = null
    const stop = () => {
      stopped = true
      clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    const readFrame = async () => {
      const element = video.current
      // HAVE_CURRENT_DATA: a frame to read.
      if (reading || stopped || !element || element.readyState < 2) return
      reading = true
      try {
        const code = await readBarcode(element)
        if (code && code !== lastCode && !stopped) {
          lastCode = code
          await handlers.current.onCode(code)
        }
      } catch (error) {
        if (error instanceof BarcodeReaderUnavailable) {
          stop()
          handlers.current.onNoReader()
        }
      } finally {
        reading = false
      }
    }
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('none')
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
      } catch (error) {
        if (!stopped) setCamera(cameraFailure(error))
        return
      }
      if (stopped || !video.current) return stop()
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      setCamera('on')
      timer = setInterval(() => void readFrame(), FRAME_EVERY_MS)
    }
    void start()
    return stop
  }, [video])

  return camera
}
