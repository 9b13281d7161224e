/** The check of `X-Payload-Version` on queued writes (src/domain/payload-version.ts). */
import type { FastifyRequest } from 'fastify'
import {
  CLIENT_OUTDATED_CODE,
  CLIENT_OUTDATED_MESSAGE,
  PAYLOAD_VERSION_HEADER,
  SUPPORTED_PAYLOAD_VERSIONS,
} from '../../domain/payload-version'
import { HttpError } from '../http-errors'

/** Throws 426 `CLIENT_OUTDATED` for a version the server no longer (or not yet) understands. */
export function checkPayloadVersion(request: FastifyRequest): void {
  const raw = request.headers[PAYLOAD_VERSION_HEADER]
  if (raw === undefined) return
  const version = Number(raw)
  if (!Number.isInteger(version) || !SUPPORTED_PAYLOAD_VERSIONS.includes(version)) {
    throw new HttpError(426, CLIENT_OUTDATED_CODE, CLIENT_OUTDATED_MESSAGE)
  }
}
