import { type BuyAgainLine, buyAgainAnswerSchema } from '../../../domain/buy-again'
import type { Locale } from '../../../domain/locale'
import { authApi } from '../../lib/api-client'

export async function buyAgainLines(id: string, lang: Locale): Promise<BuyAgainLine[]> {
  const answer = await authApi(`/order/${encodeURIComponent(id)}/buy-again`, { query: { lang } })
  return buyAgainAnswerSchema.parse(answer).lines
}
